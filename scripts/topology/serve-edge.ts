// CI's production topology: the site's Netlify Edge Function (netlify/edge-functions/site.ts)
// unchanged under Deno, as Netlify runs it: `Netlify.env` is the process's environment, and an
// answer of `undefined` (the function passes) goes back as 204 with `x-edge-pass: 1`, so the
// static host's stand-in carries on with its rules and files. GET /__edge/config answers the
// module's `config`, which the stand-in applies as Netlify would.
// Listens on PORT (127.0.0.1); writes its process id to TOPOLOGY_PID_FILE for the CPU meter.
const port = Number(Deno.env.get('PORT') ?? '8226');
const pidFile = Deno.env.get('TOPOLOGY_PID_FILE');
if (pidFile) await Deno.writeTextFile(pidFile, String(Deno.pid));

(globalThis as { Netlify?: unknown }).Netlify = { env: Deno.env };

// A cold start's own share: loading the module (the web app's server entry with it).
const loading = performance.now();
const edge = (await import('../../netlify/edge-functions/site.ts')) as {
  default: (request: Request, context: unknown) => Promise<Response | undefined>;
  config: unknown;
};
console.log(`site edge function: module loaded in ${(performance.now() - loading).toFixed(0)} ms`);

Deno.serve({ port, hostname: '127.0.0.1' }, async (request) => {
  if (new URL(request.url).pathname === '/__edge/config') return Response.json(edge.config);
  const answer = await edge.default(request, {});
  return answer ?? new Response(null, { status: 204, headers: { 'x-edge-pass': '1' } });
});
