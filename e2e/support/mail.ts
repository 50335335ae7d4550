import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2ePort } from './constants.js';

const mailDir = path.resolve(import.meta.dirname, `../../.data/e2e-${e2ePort}/mail`);

/** The newest .eml the API wrote to its outbox for this address (no SMTP in tests). */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    })()
      .map((file) => path.join(mailDir, file))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    const match = files
      .map((file) => readFileSync(file, 'utf8'))
      .find((mail) => mail.toLowerCase().includes(`to: ${address.toLowerCase()}`));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} in ${mailDir}`);
}

/** The reset link of a mail, decoded from quoted-printable soft breaks. */
export function resetLinkIn(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/[^\s"<>]*\/reset-password\?token=[A-Za-z0-9_-]+/);
  if (!link) throw new Error('no reset link in the mail');
  return link[0];
}
