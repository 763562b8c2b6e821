import type { IncomingMessage } from 'node:http';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * Serves a fetch handler over Node's HTTP server for `npm start` and the socket tests.
 *
 * A route may answer before it read the request body (413 on a declared length, 403 without an
 * anti-forgery token, 1203 on an oversized upload). The rest of that body is still on the
 * connection, so keeping it alive would let the next request be parsed from body bytes or be
 * reset: such answers say `Connection: close`, and the server reads and discards the rest of
 * the body (bounded, like nginx's lingering close) so the client can finish sending and read the
 * answer instead of a broken pipe.
 */
export function serveOnNode(fetch: Fetch, port: number, onListening?: (info: AddressInfo) => void) {
  return serve(
    {
      port,
      fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
        const response = await fetch(request, env);
        // This server speaks HTTP/1.1 only (serve() is given no HTTP/2 createServer).
        const incoming = env.incoming as IncomingMessage;
        if (bodyStillArriving(incoming)) {
          lingerOnBody(incoming);
          return withConnectionClose(response);
        }
        return response;
      },
    },
    onListening,
  );
}

/** At most this much of an abandoned body is read and discarded, for at most this long. */
const LINGER_BYTES = 80 * 1024 * 1024;
const LINGER_MS = 30_000;

function bodyStillArriving(incoming: IncomingMessage): boolean {
  return !incoming.complete && !incoming.destroyed;
}

function lingerOnBody(incoming: IncomingMessage): void {
  let discarded = 0;
  const giveUp = () => incoming.socket?.destroy();
  const timer = setTimeout(giveUp, LINGER_MS);
  timer.unref();
  incoming.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) giveUp();
  });
  incoming.once('end', () => clearTimeout(timer));
  incoming.once('close', () => clearTimeout(timer));
  incoming.resume();
}

function withConnectionClose(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('connection', 'close');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
