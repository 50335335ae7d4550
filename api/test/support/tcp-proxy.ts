import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL that plays the database's faults, the same for the
 * embedded server and a system one, without touching the server other test files share.
 */
export interface TcpProxy {
  /** `databaseUrl` with the proxy's host and port. */
  urlFor(databaseUrl: string): string;
  /** Forward bytes (the start state); connections held by freeze() carry on where they stopped. */
  pass(): Promise<void>;
  /** Unreachable: the port refuses connections and open ones are cut, as when the server is down. */
  refuse(): Promise<void>;
  /** Reachable but silent, as a server stopped with SIGSTOP: connections are accepted, no byte moves. */
  freeze(): void;
  /** New connections get through again; the frozen ones stay silent for good (a failover behind a dead path). */
  passNewOnly(): void;
  /** Hold every chunk from the database this long (a slow database); 0 forwards at once. */
  delayMs: number;
  /** Connections opened through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<Pair>();
  let frozen = false;
  let opened = 0;

  const hold = (pair: Pair, paused: boolean) => {
    for (const socket of [pair.client, pair.server]) {
      if (paused) socket.pause();
      else socket.resume();
    }
  };

  const onConnection = (client: Socket) => {
    opened += 1;
    const server = connect(targetPort, target.hostname);
    const pair = { client, server };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', drop).on('close', drop);
    server.on('error', drop).on('close', drop);
    client.on('data', (chunk) => server.write(chunk));
    server.on('data', (chunk) => {
      if (proxy.delayMs > 0) setTimeout(() => client.write(chunk), proxy.delayMs);
      else client.write(chunk);
    });
    if (frozen) hold(pair, true);
  };

  let listener: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        resolve((listener.address() as { port: number }).port);
      });
    });
  const port = await listen(0);

  const stopListening = () =>
    new Promise<void>((resolve) => (listener.listening ? listener.close(() => resolve()) : resolve()));

  const proxy: TcpProxy = {
    delayMs: 0,
    get connections() {
      return opened;
    },
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async pass() {
      frozen = false;
      pairs.forEach((pair) => hold(pair, false));
      if (!listener.listening) {
        listener = createServer(onConnection);
        await listen(port);
      }
    },
    async refuse() {
      frozen = false;
      const closed = stopListening();
      pairs.forEach((pair) => {
        pair.client.destroy();
        pair.server.destroy();
      });
      pairs.clear();
      await closed;
    },
    freeze() {
      frozen = true;
      pairs.forEach((pair) => hold(pair, true));
    },
    passNewOnly() {
      frozen = false;
    },
    async close() {
      await proxy.refuse();
    },
  };
  return proxy;
}
