import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { parseQuery } from '../lib/request-input.ts';

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

const VIEWER_LIMIT = 100;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The HTML body in a sandboxed frame: a mail's markup must not run in the viewer's page. */
function renderMessage(row: OutboxRow): string {
  return `<article style="border:1px solid #ccc;margin:12px 0;padding:8px">
<h3>${escapeHtml(row.subject)}</h3>
<p>To: ${escapeHtml(row.to_address)} · ${escapeHtml(new Date(row.created_at).toISOString())}</p>
<iframe sandbox style="width:100%;height:360px;border:0" srcdoc="${escapeHtml(row.html_body)}"></iframe>
</article>`;
}

/**
 * The local mail viewer (local mode only: app.ts mounts it only then, and it refuses outside it
 * as a second guard). Reads the outbox, newest first, optionally for one address.
 */
export function devMailRoutes({ db, config }: AppDeps) {
  async function outbox(to: string | undefined): Promise<OutboxRow[]> {
    return db.asService((tx) =>
      tx.query<OutboxRow>(
        `select to_address, subject, text_body, html_body, created_at
           from public.mail_outbox
          where $1::text is null or lower(to_address) = lower($1)
          order by created_at desc, id desc
          limit $2`,
        [to ?? null, VIEWER_LIMIT],
      ),
    );
  }

  return new Hono()
    .use('*', async (c, next) => {
      if (config.mode !== 'local') throw new AppError('NOT_FOUND');
      c.header('cache-control', 'no-store');
      return next();
    })
    .get('/dev/mail.json', async (c) => {
      const { to } = parseQuery(c, z.object({ to: z.string().trim().min(1).optional() }));
      const rows = await outbox(to);
      return c.json(
        rows.map((row) => ({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          created_at: new Date(row.created_at).toISOString(),
        })),
      );
    })
    .get('/dev/mail', async (c) => {
      const rows = await outbox(undefined);
      const list = rows.length ? rows.map(renderMessage).join('\n') : '<p>No mail yet.</p>';
      return c.html(`<!doctype html>
<html><head><meta charset="utf-8"><title>LankaLens · local mail</title></head>
<body style="font-family:Arial,sans-serif;max-width:900px;margin:auto">
<h1>Local mail (${rows.length}, newest first)</h1>
${list}
</body></html>`);
    });
}
