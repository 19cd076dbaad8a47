import { outboxDir, readOutbox, type OutboxMail } from '../platform/mail/outbox-files';
import type { TestApp } from './harness';

export type { OutboxMail };

/**
 * The test app's mail as a developer reads it, from the .eml files in its DATA_DIR/outbox (no
 * HTTP route shows mail), newest first, after the mail worker ran.
 */
export async function readTestOutbox(t: TestApp): Promise<OutboxMail[]> {
  await t.ctx.jobs.drain();
  return readOutbox(outboxDir(t.config.dataDir));
}

/** The link in a mail's text part that opens `page` (the same link as the html button). */
export function linkIn(mail: OutboxMail, page = ''): string {
  const pattern = new RegExp(`(https?://\\S+${page}\\?token=[\\w-]+)`);
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no ${page || 'token'} link in the mail to ${mail.to}: ${mail.text}`);
  return match[1]!;
}
