/**
 * A TCP proxy that delays every chunk by a fixed time in each direction, to measure what round
 * trips to the database cost when it is not on the same machine (decision 24):
 *
 *   npx tsx bench/latency-proxy.ts 15432 127.0.0.1:5432 1   # 1 ms each way = 2 ms round trip
 *   DATABASE_URL=postgres://postgres@127.0.0.1:15432/postgres npm run bench:api
 *
 * Chunks keep their order: each direction is a queue released by one timer per chunk.
 */
import net from 'node:net';

const [listenPort = '15432', target = '127.0.0.1:5432', delayArg = '1'] = process.argv.slice(2);
const [targetHost, targetPort] = target.split(':') as [string, string];
const delayMs = Number(delayArg);

function delayedPipe(from: net.Socket, to: net.Socket) {
  from.on('data', (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayMs);
  });
  from.on('end', () => setTimeout(() => to.end(), delayMs));
  from.on('error', () => to.destroy());
}

net
  .createServer((client) => {
    const server = net.connect(Number(targetPort), targetHost);
    client.setNoDelay(true);
    server.setNoDelay(true);
    delayedPipe(client, server);
    delayedPipe(server, client);
  })
  .listen(Number(listenPort), '127.0.0.1', () =>
    console.log(`127.0.0.1:${listenPort} -> ${target}, ${delayMs} ms each way`),
  );
