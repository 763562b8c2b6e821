import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { PhotoStatus } from '../contract/creator.ts';
import { requireUser } from '../middleware/principal.ts';
import type { CreatorStats } from '../contract/creator.ts';

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
}

/**
 * GET /v1/creator/stats: the creator's dashboard, per photo and in total. Earnings are the net
 * amounts of the creator_earnings ledger, which RLS limits to the caller's own rows.
 */
export function creatorStatsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/creator/stats', async (c) => {
    const principal = requireUser(c);
    const rows = await db.asUser(principal, (tx) =>
      tx.query<StatsRow>(
        `select p.id, p.name, p.status, p.free_download, p.view_count as views,
                p.download_count as downloads, p.sale_count as sales, p.like_count as likes,
                coalesce(e.net_cents, 0)::bigint as earnings_cents
           from public.photos p
           left join (select photo_id, sum(net_cents) as net_cents
                        from public.creator_earnings group by photo_id) e on e.photo_id = p.id
          where p.owner_id = (select auth.uid())
          order by p.created_at desc, p.id`,
      ),
    );
    const photos = rows.map(({ earnings_cents, ...row }) => ({
      ...row,
      earnings: earnings_cents / 100,
    }));
    const sum = (pick: (row: (typeof photos)[number]) => number) =>
      photos.reduce((total, row) => total + pick(row), 0);
    return c.json({
      totals: {
        photos: photos.length,
        live: photos.filter((row) => row.status === 'ACCEPTED').length,
        views: sum((row) => row.views),
        downloads: sum((row) => row.downloads),
        sales: sum((row) => row.sales),
        likes: sum((row) => row.likes),
        earnings: rows.reduce((total, row) => total + row.earnings_cents, 0) / 100,
      },
      photos,
    } satisfies CreatorStats);
  });
}
