import { createServer } from 'node:net';
import { explainListenError } from './explain-startup-error.js';

/**
 * Fails with the port's explanation when PORT is taken, before minutes of database start-up and
 * migrations; listening later can still fail (a race), and is explained the same way.
 */
export async function checkPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(explainListenError(error, port)));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve()));
  });
}
