/* global fetch, Headers */
// A small stand-in for the static host (Netlify) in CI's production topology: serves web/dist
// and applies scripts/static-host/rules.mjs exactly as the host does, proxying /v1/* to the
// function's URL. It also applies the headers Netlify gets from web/dist/_headers (the same
// rules, scripts/static-host/write-headers.ts) to the files it serves itself, and serves their
// .br/.gz copies as Netlify compresses them; plain http here, so without the https-only headers.
// With an edge URL, requests that the site's edge function declares (its `config`: path,
// excludedPath, method) go to it first, as Netlify runs edge functions before its rules and
// files; a request it passes on (`x-edge-pass`) carries on here (decision 48).
// With a storage URL, /storage/v1/* goes to the stand-in for Supabase Storage (serve-storage.ts):
// in production Storage is an origin of its own (the project's URL); here it shares the site's,
// which is where the resumable-upload ticket points without a Supabase URL (decision 49).
// Usage: node scripts/topology/static-host.mjs <port> <functions-base-url> [edge-url] [storage-url]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { matchRule, siteRules } from '../static-host/rules.mjs';

const [port, functionsBase, edgeBase, storageBase] = process.argv.slice(2);
// WEB_DIST: another build of the web app (as npm start takes it); default web/dist.
const root = path.resolve(
  process.env.WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
);
const rules = siteRules(functionsBase);
const { headersFor, staticSiteHeaderRules, staticSitePolicy } = await tsImport(
  '../../edge-functions/src/site/static-site-headers.ts',
  import.meta.url,
);
const headerRules = staticSiteHeaderRules(
  await staticSitePolicy(process.env, await readFile(path.join(root, 'index.html'), 'utf8'), false),
);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
/** What fetch() decodes or recomputes itself; passing them on would corrupt the answer. */
const hopHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/** A path pattern of an edge function's config (`*` matches anything) as a test. */
const pathTest = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
const asList = (value) => (value === undefined ? [] : [value].flat());

/** Whether Netlify would run the edge function with this config for the request. */
function edgeRuns(config, method, pathname) {
  if (!config) return false;
  const methods = asList(config.method);
  if (methods.length > 0 && !methods.includes(method)) return false;
  if (!asList(config.path).some((p) => pathTest(p).test(pathname))) return false;
  return !asList(config.excludedPath).some((p) => pathTest(p).test(pathname));
}

const edgeConfig = edgeBase ? await (await fetch(`${edgeBase}/__edge/config`)).json() : undefined;

async function fileAt(pathname) {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(root)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** A file with the host's headers for the asked path, as a .br/.gz copy when one fits. */
async function sendFile(req, res, pathname, file) {
  const headers = {
    ...headersFor(headerRules, pathname),
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  };
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const copy = await stat(file + suffix).catch(() => undefined);
    if (!copy?.isFile()) continue;
    res.writeHead(200, { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding' });
    createReadStream(file + suffix).pipe(res);
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}

/** Forwards the request to `target`; returns false (nothing sent) when the edge passed. */
async function proxy(req, res, target, { edge = false } = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'host' && !hopHeaders.has(name) && value !== undefined) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  headers.set('x-forwarded-host', req.headers.host ?? '');
  headers.set('x-forwarded-proto', 'http');
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '');
  const hasBody = !['GET', 'HEAD'].includes(req.method ?? 'GET');
  const answer = await fetch(target, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: 'half',
    redirect: 'manual',
  });
  const out = {};
  answer.headers.forEach((value, name) => {
    if (!hopHeaders.has(name) && name !== 'set-cookie') out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  if (edge && answer.headers.get('x-edge-pass') === '1') return false;
  // fetch decodes what the upstream compressed; Netlify passes those bytes on as they are, so
  // the browser gets them compressed again (a page over slow 4G is not three times larger here).
  const encoding = answer.headers.get('content-encoding');
  const encoder = answer.body && encoders[encoding];
  if (encoder) out['content-encoding'] = encoding;
  res.writeHead(answer.status, out);
  if (encoder) Readable.fromWeb(answer.body).pipe(encoder()).pipe(res);
  else if (answer.body) Readable.fromWeb(answer.body).pipe(res);
  else res.end();
  return true;
}

const encoders = { gzip: () => zlib.createGzip(), br: () => zlib.createBrotliCompress() };

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://site.invalid');
      if (storageBase && url.pathname.startsWith('/storage/v1/')) {
        return void (await proxy(req, res, `${storageBase}${url.pathname}${url.search}`));
      }
      if (edgeRuns(edgeConfig, req.method ?? 'GET', url.pathname)) {
        const target = `${edgeBase}${url.pathname}${url.search}`;
        if (await proxy(req, res, target, { edge: true })) return;
      }
      const match = matchRule(rules, url.pathname);
      const existing = await fileAt(url.pathname);
      if (existing && !match?.rule.force) return await sendFile(req, res, url.pathname, existing);
      if (!match) {
        res.writeHead(404).end('Not found');
      } else if (/^https?:\/\//.test(match.target)) {
        await proxy(req, res, match.target + url.search);
      } else {
        const file = await fileAt(match.target);
        if (file) await sendFile(req, res, url.pathname, file);
        else res.writeHead(404).end('Not found');
      }
    } catch (error) {
      console.error('static host:', error);
      if (!res.headersSent) res.writeHead(502);
      res.end('Bad gateway');
    }
  })
  .listen(Number(port), '127.0.0.1', () => {
    console.log(
      `static host on http://127.0.0.1:${port}, /v1/* -> ${functionsBase}/v1/*` +
        (edgeBase ? `, pages -> the edge function at ${edgeBase}` : '') +
        (storageBase ? `, /storage/v1/* -> ${storageBase}` : ''),
    );
  });
