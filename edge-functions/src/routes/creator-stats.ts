import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { dailyStatsQuery, type PhotoStatus } from '../contract/creator.ts';
import { AppError } from '../lib/app-error.ts';
import { parseQuery } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import type { CreatorStats, DailyStats } from '../contract/creator.ts';

interface StatsRow {
  id: string;
  name: string;
  status: PhotoStatus;
  free_download: boolean;
  views: number;
  downloads: number;
  sales: number;
  likes: number;
  earnings_cents: number;
  live_free: boolean;
}

interface DailyRow {
  day: string;
  views: number;
  downloads: number;
  sales: number;
  earnings_cents: number;
}

/**
 * GET /v1/creator/stats: the creator's dashboard, per photo and in total. Earnings are the net
 * amounts of the creator_earnings ledger, which RLS limits to the caller's own rows.
 * GET /v1/creator/stats/daily: the charts' series from photo_daily_stats (kept by triggers on
 * the counters), also limited by RLS to the caller's photos.
 */
export function creatorStatsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/creator/stats', async (c) => {
      const principal = requireUser(c);
      const rows = await db.asUser(principal, (tx) =>
        tx.query<StatsRow>(
          `select p.id, p.name, p.status, p.free_download, p.view_count as views,
                p.download_count as downloads, p.sale_count as sales, p.like_count as likes,
                coalesce(e.net_cents, 0)::bigint as earnings_cents,
                (p.status = 'ACCEPTED' and p.free_download and not a.deleted) as live_free
           from public.photos p
           join public.albums a on a.id = p.album_id
           left join (select photo_id, sum(net_cents) as net_cents
                        from public.creator_earnings group by photo_id) e on e.photo_id = p.id
          where p.owner_id = (select auth.uid())
          order by p.created_at desc, p.id`,
        ),
      );
      const photos = rows.map(({ earnings_cents, live_free: _, ...row }) => ({
        ...row,
        earnings: earnings_cents / 100,
      }));
      const sum = (pick: (row: (typeof photos)[number]) => number) =>
        photos.reduce((total, row) => total + pick(row), 0);
      return c.json({
        totals: {
          photos: photos.length,
          live: photos.filter((row) => row.status === 'ACCEPTED').length,
          // Rule 1306's and verification's figure (docs/business-rules.md).
          live_free: rows.filter((row) => row.live_free).length,
          views: sum((row) => row.views),
          downloads: sum((row) => row.downloads),
          sales: sum((row) => row.sales),
          likes: sum((row) => row.likes),
          earnings: rows.reduce((total, row) => total + row.earnings_cents, 0) / 100,
        },
        photos,
      } satisfies CreatorStats);
    })
    .get('/creator/stats/daily', async (c) => {
      const principal = requireUser(c);
      const { days, photo } = parseQuery(c, dailyStatsQuery);
      const rows = await db.asUser(principal, async (tx) => {
        if (photo) {
          // Public photos are readable by anyone: only the caller's own photo has a series.
          const own = await tx.query(
            `select 1 from public.photos where id = $1 and owner_id = (select auth.uid())`,
            [photo],
          );
          if (own.length === 0) throw new AppError('NOT_FOUND');
        }
        // Every day of the range (zero-filled), summed over the caller's photos or the one given.
        return tx.query<DailyRow>(
          `select to_char(d.day, 'YYYY-MM-DD') as day,
                  coalesce(sum(s.views), 0)::int as views,
                  coalesce(sum(s.downloads), 0)::int as downloads,
                  coalesce(sum(s.sales), 0)::int as sales,
                  coalesce(sum(s.earnings_cents), 0)::bigint as earnings_cents
             from generate_series(app_private.marketplace_day(now()) - ($1::int - 1),
                                  app_private.marketplace_day(now()), interval '1 day') as d(day)
             left join public.photo_daily_stats s
               on s.day = d.day::date and s.owner_id = (select auth.uid())
              and ($2::uuid is null or s.photo_id = $2::uuid)
            group by d.day
            order by d.day`,
          [days, photo ?? null],
        );
      });
      return c.json({
        days,
        photo: photo ?? null,
        series: rows.map(({ earnings_cents, ...row }) => ({
          ...row,
          earnings: Number(earnings_cents) / 100,
        })),
      } satisfies DailyStats);
    });
}
