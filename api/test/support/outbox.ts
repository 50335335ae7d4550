import type { TestApp } from './test-app.js';

export interface OutboxMail {
  subject: string;
  body: string;
}

/** The mails held for `email`, oldest first. */
export function outboxFor(t: TestApp, email: string): Promise<OutboxMail[]> {
  return t.dataSource.query<OutboxMail[]>(`SELECT subject, body FROM mail_outbox WHERE recipient = $1 ORDER BY id`, [
    email,
  ]);
}

/** Waits until `count` mails are held for `email`: recovery mails are written after the answer. */
export async function waitForMails(t: TestApp, email: string, count = 1, timeoutMs = 5_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outboxFor(t, email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
