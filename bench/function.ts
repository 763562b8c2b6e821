/**
 * The function's heaviest real requests against Supabase's published limits (`npm run
 * bench:function`, docs/deploy.md "Platform limits"): the production topology is started with
 * --hold (scripts/topology/run.mjs: the function under Deno behind the gateway stand-in, the
 * pages at the site's edge), N synthetic photos are added to its database, and each scenario's
 * requests go through the site as a browser's would (the Stripe webhook straight to the
 * function, as Stripe calls it). Per scenario and route: CPU time, wall time and peak resident
 * memory of the Deno process, read by the stand-in from /proc around each request (one request
 * at a time), beside the limits: 2 s CPU, 150 s until the answer starts, 256 MB.
 *
 *   BENCH_PHOTOS   photos added before the measures (default 100000)
 *   BENCH_SLOW=0   skips the upload over a 1 Mbit/s link (it takes two minutes)
 *   TOPOLOGY_*     the topology's ports, as for run.mjs
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { localPayHereSecret } from '../edge-functions/src/adapters/payments/local-payhere.ts';
import { localWebhookSecret } from '../edge-functions/src/adapters/payments/local.ts';
import { noticeSignature } from '../edge-functions/src/adapters/payments/payhere-signature.ts';
import { signStripePayload } from '../edge-functions/src/adapters/payments/stripe-signature.ts';
import { PAYHERE_NOTIFY_PATH } from '../edge-functions/src/payments/payhere-notices.ts';
import { checkoutSessionEvent } from '../edge-functions/src/payments/stripe-events.ts';
import { renderUploadTestJpeg } from '../edge-functions/src/test/test-images.ts';
import { seedFacts } from '../edge-functions/src/test/seed-ids.ts';
import { DEMO_PASSWORD, demoAccounts } from '../e2e/support/accounts.ts';
import { generationSql } from './bench-database.ts';
import { PLATFORM_LIMITS, REPORT_PATH, type RequestFigures } from '../scripts/topology/gateway.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const SLOW = process.env.BENCH_SLOW !== '0';
const MB = 1024 * 1024;

interface HoldInfo {
  site: string;
  functions: string;
  gateway: string;
  edge: string;
  databaseUrl: string;
  appSecret: string;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-function-'));
const infoFile = path.join(dir, 'topology.json');
const topology = spawn(process.execPath, ['scripts/topology/run.mjs', '--hold'], {
  env: { ...process.env, TOPOLOGY_HOLD_INFO: infoFile },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopped = new Promise<number>((resolve) => topology.on('exit', (code) => resolve(code ?? 1)));

async function waitForTopology(): Promise<HoldInfo> {
  for (;;) {
    const text = await readFile(infoFile, 'utf8').catch(() => null);
    if (text) return JSON.parse(text) as HoldInfo;
    if (topology.exitCode !== null) throw new Error('the topology stopped before it was up');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A browser's cookies and anti-forgery token, on the site. */
class Visitor {
  private cookies = new Map<string, string>();
  csrf = '';
  constructor(private readonly base: string) {}

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.csrf) headers.set('x-csrf-token', this.csrf);
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.base}${pathOrUrl}`;
    const answer = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return answer;
  }

  async signIn(email: string): Promise<void> {
    const csrf = await this.fetch('/v1/generic/refresh_csrf');
    this.csrf = ((await csrf.json()) as { id: string }).id;
    const answer = await this.fetch('/v1/sessions', {
      method: 'POST',
      body: new URLSearchParams({
        user_id: email,
        password: DEMO_PASSWORD,
        auth_provider: 'EMAIL',
      }),
    });
    if (answer.status !== 200) throw new Error(`signing in as ${email}: ${answer.status}`);
  }
}

/** A multipart upload body of `file`, streamed at `bytesPerSecond` when given. */
function uploadBody(file: Uint8Array, boundary: string, bytesPerSecond?: number) {
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const whole = new Uint8Array(head.length + file.length + tail.length);
  whole.set(head, 0);
  whole.set(file, head.length);
  whole.set(tail, head.length + file.length);
  if (!bytesPerSecond) return whole;
  const slice = Math.round(bytesPerSecond / 10); // a tenth of a second's worth
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= whole.length) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.enqueue(whole.subarray(at, at + slice));
      at += slice;
    },
  });
}

/** A camera JPEG of about `bytes`: a real photo, then filler after its end marker. */
async function jpegOf(bytes: number): Promise<Uint8Array> {
  const photo = await renderUploadTestJpeg({ width: 6000, height: 4000, withExif: true });
  if (photo.length >= bytes) return photo;
  const padded = new Uint8Array(bytes);
  padded.set(photo);
  return padded;
}

interface Row {
  scenario: string;
  figures: RequestFigures[];
}
const rows: Row[] = [];
let info: HoldInfo | undefined;
let status = 0;

async function measured(scenario: string, run: () => Promise<void>) {
  const before = await gatewayRequests();
  const started = performance.now();
  // A scenario that fails is said, and the others still run and print.
  const failed = await run().then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const after = await gatewayRequests();
  rows.push({
    scenario: failed ? `${scenario} (FAILED: ${failed})` : scenario,
    figures: after.slice(before.length),
  });
  if (failed) status = 1;
  console.log(`  ${scenario}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function gatewayRequests(): Promise<RequestFigures[]> {
  const answer = await fetch(`${info!.gateway}${REPORT_PATH}`);
  return ((await answer.json()) as { requests: RequestFigures[] }).requests;
}

const pct = (value: number | null, limit: number) =>
  value === null ? 'n/a' : `${((value / limit) * 100).toFixed(0)} %`;

try {
  info = await waitForTopology();
  const sql = postgres(info.databaseUrl, { max: 1, onnotice: () => {} });
  let started = performance.now();
  console.log(`adding ${PHOTOS.toLocaleString('en-US')} photos to the topology's database...`);
  await sql.unsafe(generationSql(PHOTOS));
  await sql.unsafe('vacuum analyze public.photos');
  await sql.unsafe('vacuum analyze app_private.live_photo_search');
  await sql.unsafe('vacuum analyze app_private.live_photo_search_terms');
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const site = info.site;
  const visitor = new Visitor(site);
  const creator = new Visitor(site);
  await creator.signIn(demoAccounts.creator);
  const buyer = new Visitor(site);
  await buyer.signIn(demoAccounts.buyer);

  console.log('measuring (one request at a time through the gateway stand-in):');
  await measured('photo page (edge; its data from the function)', async () => {
    for (let i = 0; i < 3; i++)
      await (await visitor.fetch(`/photodetail/${seedFacts.freePhoto}`)).text();
  });
  await measured('search, one word, 3 times', async () => {
    for (let i = 0; i < 3; i++)
      await (await visitor.fetch('/v1/public/photos/search?q=sigiriya')).text();
  });
  await measured('search, two words', async () => {
    await (await visitor.fetch('/v1/public/photos/search?q=temple%20kandy')).text();
  });
  /** A page the visitor reads whole; anything but 200 fails the scenario. */
  const read = async (address: string) => {
    const answer = await visitor.fetch(address);
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${address} answered ${answer.status}`);
    return text;
  };
  let photoSitemaps: string[] = [];
  await measured('sitemap index (sitemap.xml)', async () => {
    const index = await read('/sitemap.xml');
    photoSitemaps = [...index.matchAll(/<loc>[^<]*\/sitemaps\/(photos-\d+\.xml)<\/loc>/g)].map(
      (match) => match[1]!,
    );
  });
  console.log(`    the index lists ${photoSitemaps.length} photo sitemaps`);
  await measured('sitemap chunk (photos-1.xml)', async () => {
    for (let i = 0; i < 2; i++) await read('/sitemaps/photos-1.xml');
  });
  const lastChunk = photoSitemaps.at(-1) ?? 'photos-1.xml';
  await measured(`the last photo sitemap chunk (${lastChunk})`, async () => {
    await read(`/sitemaps/${lastChunk}`);
  });
  await measured('creators and albums sitemaps', async () => {
    await read('/sitemaps/creators.xml');
    await read('/sitemaps/albums.xml');
  });

  const boundary = 'benchboundary7d1f';
  const uploadOf = async (file: Uint8Array, bytesPerSecond?: number) => {
    const answer = await creator.fetch('/v1/generic/upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: uploadBody(file, boundary, bytesPerSecond),
      duplex: 'half',
    } as RequestInit);
    const text = await answer.text();
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${text}`);
  };
  const fifteen = await jpegOf(15 * MB);
  const sixtyFour = await jpegOf(64 * MB - 64 * 1024);
  await measured('upload 15 MB', () => uploadOf(fifteen));
  await measured('upload 64 MB (the cap)', () => uploadOf(sixtyFour));
  if (SLOW) await measured('upload 15 MB at 1 Mbit/s', () => uploadOf(fifteen, 125_000));

  await measured('Stripe webhook (checkout.session.completed)', async () => {
    const checkout = await buyer.fetch(`/v1/photos/${seedFacts.paidPhoto}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'STRIPE' }),
    });
    const { stripe } = (await checkout.json()) as { stripe: { session_id: string } };
    const [order] = await sql<{ id: string; amount_cents: string; buyer_email: string }[]>`
      select id, amount_cents, buyer_email from public.orders
       where provider_session_id = ${stripe.session_id}`;
    const payload = JSON.stringify(
      checkoutSessionEvent({
        type: 'checkout.session.completed',
        sessionId: stripe.session_id,
        orderId: order!.id,
        amountCents: Number(order!.amount_cents),
        paid: true,
        email: order!.buyer_email,
        name: 'Buyer Example',
        createdSeconds: Math.floor(Date.now() / 1000),
      }),
    );
    const secret = await localWebhookSecret(info!.appSecret);
    const signature = await signStripePayload(payload, secret, Math.floor(Date.now() / 1000));
    const delivered = await fetch(`${info!.functions}/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (delivered.status !== 200) throw new Error(`Stripe webhook: ${delivered.status}`);
  });

  await measured('PayHere notify (payment completed)', async () => {
    const checkout = await buyer.fetch(`/v1/photos/${seedFacts.paidPhoto}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'PAYHERE',
        phone: '+94 77 123 4567',
        address: '12 Temple Road',
        city: 'Kandy',
        country: 'Sri Lanka',
      }),
    });
    const answer = (await checkout.json()) as { payhere?: { fields: Record<string, string> } };
    if (!answer.payhere) throw new Error(`PayHere checkout: ${JSON.stringify(answer)}`);
    const form = answer.payhere.fields;
    const fields = {
      merchant_id: form.merchant_id!,
      order_id: form.order_id!,
      payment_id: '320000000001',
      payhere_amount: form.amount!,
      payhere_currency: form.currency!,
      status_code: '2',
      method: 'VISA',
      status_message: 'Successfully completed the payment.',
      custom_1: '',
      custom_2: '',
    };
    const md5sig = noticeSignature(fields, await localPayHereSecret(info!.appSecret));
    const notified = await fetch(`${site}${PAYHERE_NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, md5sig }).toString(),
    });
    if (notified.status !== 200) throw new Error(`PayHere notify: ${notified.status}`);
  });
  await sql.end();

  started = performance.now();
  const limits = PLATFORM_LIMITS;
  console.log(
    `\nSupabase Edge Functions limits: CPU ${limits.cpuMs} ms, answer started within ` +
      `${limits.idleTimeoutMs / 1000} s, memory ${limits.memoryMb} MB; ${PHOTOS.toLocaleString('en-US')} photos added (plus the demo's)`,
  );
  console.log(
    `${'scenario / route'.padEnd(66)} ${'CPU ms'.padStart(8)} ${'of 2 s'.padStart(7)} ` +
      `${'wall ms'.padStart(9)} ${'of 150 s'.padStart(8)} ${'peak RSS'.padStart(9)} ${'of 256'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(row.scenario);
    const byRoute = new Map<string, RequestFigures>();
    for (const f of row.figures) {
      const kept = byRoute.get(f.route);
      if (!kept || (f.cpuMs ?? 0) > (kept.cpuMs ?? 0)) byRoute.set(f.route, f);
    }
    for (const f of byRoute.values()) {
      const rss = f.peakRssMb === null ? 'n/a' : `${f.peakRssMb.toFixed(0)} MB`;
      console.log(
        `  ${f.route.padEnd(64)} ${(f.cpuMs ?? NaN).toFixed(0).padStart(8)} ${pct(f.cpuMs, limits.cpuMs).padStart(7)} ` +
          `${f.wallMs.toFixed(0).padStart(9)} ${pct(f.wallMs, limits.idleTimeoutMs).padStart(8)} ` +
          `${rss.padStart(9)} ${pct(f.peakRssMb, limits.memoryMb).padStart(7)}`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  topology.kill('SIGINT');
  const code = await stopped;
  if (code !== 0 && status === 0) status = code;
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
