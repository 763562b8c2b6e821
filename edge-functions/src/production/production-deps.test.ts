import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createProductionDeps, poolerWarning } from './production-deps.ts';

const supabase = {
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  DATABASE_URL: 'postgres://postgres.abcd:pw@aws-0-eu.pooler.supabase.com:6543/postgres',
};

describe('the edge function start-up', () => {
  it('refuses to start without APP_SECRET: isolates would each invent their own', () => {
    expect(() => createProductionDeps(supabase)).toThrow(/APP_SECRET/);
  });

  it('refuses to start without Supabase keys unless told to run self-hosted', () => {
    expect(() =>
      createProductionDeps({ DATABASE_URL: supabase.DATABASE_URL, APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(/SUPABASE_URL/);
  });

  it('starts with the keys, the secret and the pooler URL', async () => {
    const deps = createProductionDeps({ ...supabase, APP_SECRET: 'x'.repeat(40) });
    expect(deps.config.mode).toBe('production');
    await deps.db.close();
  });

  it("mounts Supabase Auth's Send Email Hook with the secret and a mail API", async () => {
    const hook = {
      ...supabase,
      APP_SECRET: 'x'.repeat(40),
      // The edge function refuses to start without it (v1/index.ts); the origins come from it.
      PUBLIC_SITE_URL: 'https://lankalens.example',
      SEND_EMAIL_HOOK_SECRET: `v1,whsec_${btoa('a-send-email-hook-secret-of-32-bytes')}`,
    };
    // Without a mail API the hook would drop every auth mail: refused at start-up.
    expect(() => createProductionDeps(hook)).toThrow(/SEND_EMAIL_HOOK_SECRET needs MAIL_TRANSPORT/);
    // The hook's sender is the mail API's, taken at start-up: a mail sent through it reaches it.
    const sent: { url: string; authorization: string | null; to: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const body = JSON.parse(String(init.body)) as { to: unknown };
      sent.push({ url, authorization: headers.get('authorization'), to: body.to });
      return Response.json({ id: 'email_1' });
    });
    const deps = createProductionDeps({
      ...hook,
      MAIL_TRANSPORT: 'resend',
      MAIL_API_KEY: 're_x',
      MAIL_API_URL: 'https://mail.test',
    });
    vi.unstubAllGlobals();
    await deps.mailSender!.send({ to: 'nimal@example.com', subject: 'Hi', text: 'Hi', html: 'Hi' });
    expect(sent).toEqual([
      { url: 'https://mail.test/emails', authorization: 'Bearer re_x', to: ['nimal@example.com'] },
    ]);
    // The deployed app has the route; an unsigned call is refused before any database work.
    const answer = await createApp(deps).request('http://api.test/v1/hooks/send_email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 1115 });
    await deps.db.close();
  });

  it('says so when the database URL is not the transaction pooler', () => {
    expect(poolerWarning(supabase.DATABASE_URL)).toBeUndefined();
    expect(poolerWarning('postgres://postgres:pw@db.abcd.supabase.co:5432/postgres')).toMatch(
      /port 5432, not the transaction pooler \(:6543\)/,
    );
    expect(poolerWarning('postgres://postgres:pw@db.abcd.supabase.co/postgres')).toMatch(
      /port 5432/,
    );
  });
});
