import { Server, type IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * Serves a fetch handler over Node's HTTP server for `npm start` and the socket tests.
 *
 * A route may answer before it read the request body (413 on a declared length, 403 without an
 * anti-forgery token, 1203 on an oversized upload). The rest of that body is still on the
 * connection: such answers say `Connection: close`, and the server reads and discards the rest of
 * the body (bounded, like nginx's lingering close) before it closes the socket, so the client can
 * finish sending and read the answer instead of a broken pipe.
 */
export function serveOnNode(fetch: Fetch, port: number, onListening?: (info: AddressInfo) => void) {
  const server = serve(
    {
      port,
      // @hono/node-server's own clean-up gives up after 500 ms or 64 MB and destroys the socket,
      // and a route cancelling its body stream would destroy it too: this host does both itself.
      autoCleanupIncoming: false,
      fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
        // This server speaks HTTP/1.1 only (serve() is given no HTTP/2 createServer).
        const incoming = env.incoming as IncomingMessage;
        const body = hasBody(request) ? readBody(incoming) : null;
        const response = await fetch(body ? withBody(request, body.stream) : request, env);
        if (bodyStillArriving(incoming)) {
          body?.release();
          lingerOnBody(incoming);
          return withConnectionClose(response);
        }
        return response;
      },
    },
    onListening,
  );
  if (server instanceof Server) {
    // An idle keep-alive connection outlives the clients' and proxies' own (nginx and CDNs keep
    // theirs 60 s): with Node's 5 s, a request sent just as the server closed the socket met a
    // reset (ECONNRESET) instead of an answer.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  return server;
}

const KEEP_ALIVE_MS = 65_000;

/** At most this much of an abandoned body is read and discarded, for at most this long. */
const LINGER_BYTES = 80 * 1024 * 1024;
const LINGER_MS = 30_000;
/** What the body stream holds before it stops reading the socket (backpressure). */
const BODY_BUFFER_BYTES = 64 * 1024;

function hasBody(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  const init = { method: request.method, headers: request.headers, body, duplex: 'half' };
  return new Request(request.url, init as RequestInit);
}

/**
 * The request body as a web stream that reads the socket as the route pulls. Unlike
 * `Readable.toWeb`, cancelling it (a route refusing half-way through an upload) leaves the
 * connection open, and `release()` hands what is left to `lingerOnBody`.
 */
function readBody(incoming: IncomingMessage) {
  let open = true;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk)); // a copy: Node may reuse the chunk's memory
    if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
  };
  const release = () => {
    if (!open) return;
    open = false;
    incoming.off('data', onData);
    incoming.pause();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        incoming.on('data', onData);
        finished(incoming, (error) => {
          if (!open) return;
          release();
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        if (open) incoming.resume();
      },
      cancel: release,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_BUFFER_BYTES }),
  );
  return { stream, release };
}

function bodyStillArriving(incoming: IncomingMessage): boolean {
  return !incoming.complete && !incoming.destroyed;
}

/**
 * Reads and discards the rest of the body, and holds the socket's close until it is read out.
 * Node closes a `Connection: close` socket as soon as the answer is written; with body bytes still
 * unread the kernel then resets the connection, and the client loses the answer with it (EPIPE).
 * Past LINGER_BYTES it stops reading (the client, blocked, can still read the answer and hang
 * up); after LINGER_MS the socket is destroyed whatever the client does.
 */
function lingerOnBody(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  const close = socket.destroySoon.bind(socket);
  let answered = false;
  let readOut = false;
  socket.destroySoon = () => {
    answered = true;
    if (readOut) close();
  };
  finished(incoming, () => {
    readOut = true;
    if (answered) close();
  });
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  let discarded = 0;
  incoming.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) incoming.pause();
  });
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
