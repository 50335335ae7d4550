import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

/**
 * Hosts a folder on its own origin with CORS, like a remote deployed on another static host; on a
 * given port when the site must know the origin beforehand (PREVIEW_ORIGINS), else on any free one.
 */
export async function startStaticHost(
  folder: string,
  port = 0,
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const serveFiles = sirv(folder, { dev: true });
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    serveFiles(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    // Kept-alive browser connections would hold close() open: they end with the host.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
