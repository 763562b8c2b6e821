import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

describe('local mail viewer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.db.asService(async (tx) => {
      await enqueueMail(tx, {
        to: 'one@example.com',
        subject: 'First',
        text: 'one',
        html: '<p>one</p>',
        template: 't',
      });
      await tx.query(`update public.mail_outbox set created_at = now() - interval '1 minute'`);
      await enqueueMail(tx, {
        to: 'two@example.com',
        subject: 'Second <b>',
        text: 'two',
        html: '<script>x()</script>',
        template: 't',
      });
      await enqueueMail(tx, {
        to: 'One@Example.com',
        subject: 'Third',
        text: 'three',
        html: '<p>3</p>',
        template: 't',
      });
    });
  });
  afterAll(() => t.close());

  it("lists one address's mail as JSON, newest first", async () => {
    const answer = await new TestClient(t.app).get('/dev/mail.json?to=one%40example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        to: 'One@Example.com',
        subject: 'Third',
        text: 'three',
        html: '<p>3</p>',
        created_at: expect.any(String),
      },
      {
        to: 'one@example.com',
        subject: 'First',
        text: 'one',
        html: '<p>one</p>',
        created_at: expect.any(String),
      },
    ]);
    const all = await new TestClient(t.app).get<unknown[]>('/dev/mail.json');
    expect(all.body).toHaveLength(3);
  });

  it('shows every message as HTML with escaped subjects and sandboxed bodies', async () => {
    const answer = await new TestClient(t.app).get<string>('/dev/mail');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.body.indexOf('Third')).toBeLessThan(answer.body.indexOf('First'));
    expect(answer.body).toContain('Second &#60;b&#62;');
    expect(answer.body).not.toContain('<script>x()</script>');
    expect(answer.body).toContain('sandbox');
  });
});

describe('mail viewer outside local mode', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_SERVICE_ROLE_KEY: 'service',
      },
    });
    try {
      expect(t.deps.config.mode).toBe('production');
      const client = new TestClient(t.app);
      expect((await client.get('/dev/mail')).status).toBe(404);
      expect((await client.get('/dev/mail.json?to=a%40example.com')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
