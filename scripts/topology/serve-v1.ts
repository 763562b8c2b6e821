// CI's production topology: serves the Supabase Edge Function entry (edge-functions/v1/index.ts)
// unchanged under Deno, as the platform's runtime does: requests to /functions/v1/<path> reach
// the function as /<path>. Only the listening address differs (PORT, 127.0.0.1). The platform's
// rules (HTML as text, idle timeout, CPU budget) are the gateway stand-in's, in front of it.
const port = Number(Deno.env.get('PORT') ?? '8235');
// The gateway stand-in (scripts/topology/gateway.ts) reads this process's CPU time and memory.
const pidFile = Deno.env.get('TOPOLOGY_PID_FILE');
if (pidFile) await Deno.writeTextFile(pidFile, String(Deno.pid));
const gatewayPrefix = '/functions/v1';
const serve = Deno.serve;

// The entry calls Deno.serve(handler) once; give its handler the gateway's path rewriting.
(Deno as { serve: unknown }).serve = (
  handler: (request: Request) => Response | Promise<Response>,
) =>
  serve({ port, hostname: '127.0.0.1' }, (request: Request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${gatewayPrefix}/`)) {
      return new Response('Not found', { status: 404 });
    }
    url.pathname = url.pathname.slice(gatewayPrefix.length);
    return handler(new Request(url, request));
  });

// A cold start's own share: loading the entry and making its adapters.
const loading = performance.now();
await import('../../edge-functions/v1/index.ts');
console.log(`edge function v1: module loaded in ${(performance.now() - loading).toFixed(0)} ms`);
