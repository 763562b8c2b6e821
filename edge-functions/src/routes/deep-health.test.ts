import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { HealthAnswer } from '../contract/ops.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { recordHeartbeat } from '../worker/heartbeat.ts';

const TOKEN = 'monitor-token-0123456789';
let t: TestApp;
let monitor: TestClient;

beforeAll(async () => {
  t = await createTestApp({ env: { HEALTH_TOKEN: TOKEN, HEALTH_MAX_QUEUE_LAG_SECONDS: '300' } });
  monitor = new TestClient(t.app);
});
afterAll(() => t.close());

const query = (sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query(sql, params));
const secondsAgo = (seconds: number) => new Date(t.deps.now!().getTime() - seconds * 1000);

// A healthy marketplace before each case: a worker beat just now, nothing due waits.
beforeEach(async () => {
  await query(`delete from app_private.worker_heartbeats`);
  await query(`update public.jobs set status = 'DONE' where status in ('QUEUED', 'RUNNING')`);
  await recordHeartbeat(t.db, 'worker-1', 'host', secondsAgo(5));
});

const deep = (client = monitor, token = TOKEN) =>
  client.get<HealthAnswer & { code?: number; description?: string }>('/v1/health?deep=1', {
    'x-health-token': token,
  });

describe('GET /v1/health', () => {
  it('stays cheap and public without deep: no checks, no token', async () => {
    const answer = await monitor.get<HealthAnswer>('/v1/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('is off (404) where no HEALTH_TOKEN is set, and wants the token where one is', async () => {
    const env = { ...t.deps.config.env, HEALTH_TOKEN: undefined };
    const off = createApp({ ...t.deps, config: { ...t.deps.config, env } });
    expect((await new TestClient(off).get('/v1/health?deep=1')).status).toBe(404);
    const none = await monitor.get<{ code: number }>('/v1/health?deep=1');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(1601);
    const wrong = await deep(monitor, 'monitor-token-wrong-0000');
    expect(wrong.status).toBe(401);
    // The token may come in the address too, for monitors that cannot set a header.
    const inQuery = await monitor.get<HealthAnswer>(`/v1/health?deep=1&token=${TOKEN}`);
    expect(inQuery.status).toBe(200);
  });

  it('answers ok with every part checked when all are well', async () => {
    const answer = await deep();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.status).toBe('ok');
    expect(answer.body.checks).toMatchObject({
      database: { ok: true },
      storage: { ok: true },
      worker: { ok: true, heartbeat_age_seconds: 5 },
      queue: { ok: true, lag_seconds: 0 },
    });
    // The storage check wrote and read back its probe.
    expect(await t.storage.exists('originals', 'health/probe.txt')).toBe(true);
  });

  it('answers 503 naming the worker when its heartbeat is over two minutes old', async () => {
    await query(`delete from app_private.worker_heartbeats`);
    await recordHeartbeat(t.db, 'worker-1', 'host', secondsAgo(200));
    const answer = await deep();
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(1602);
    expect(answer.body.description).toBe('Failing: worker (heartbeat 200 s old)');
  });

  it('answers 503 naming the worker when no worker ever beat', async () => {
    await query(`delete from app_private.worker_heartbeats`);
    const answer = await deep();
    expect(answer.status).toBe(503);
    expect(answer.body.description).toBe('Failing: worker (no heartbeat yet)');
  });

  it('answers 503 naming the queue when a due job waited longer than the allowed lag', async () => {
    await query(`insert into public.jobs (kind, run_after) values ('fixture_lag', $1)`, [
      secondsAgo(400),
    ]);
    // A job due later is no lag.
    await query(
      `insert into public.jobs (kind, run_after) values ('fixture_later', now() + interval '1 day')`,
    );
    const answer = await deep();
    expect(answer.status).toBe(503);
    expect(answer.body.description).toBe('Failing: queue (the oldest due job has waited 400 s)');
  });

  it('answers 503 naming the storage when it refuses a write', async () => {
    const broken: Storage = {
      ...t.storage,
      put: () => Promise.reject(new Error('disk full (ENOSPC)')),
    };
    const app = createApp({ ...t.deps, storage: broken });
    const answer = await deep(new TestClient(app));
    expect(answer.status).toBe(503);
    expect(answer.body.description).toBe('Failing: storage (disk full (ENOSPC))');
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const down = (): Promise<never> => Promise.reject(new Error('connection refused'));
    const db: Database = { ...t.db, asService: down, asUser: down, queryAsUser: down };
    const app = createApp({ ...t.deps, db });
    const answer = await deep(new TestClient(app));
    expect(answer.status).toBe(503);
    expect(answer.body.description).toMatch(/^Failing: database \(connection refused\); /);
  });
});
