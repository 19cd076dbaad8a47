import type { Db } from '../db/client';
import { enqueue } from '../jobs/queue';
import type { JobWorker } from '../jobs/worker';
import type { Mailer, MailMessage } from './mailer';

declare module '../jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'mail.send': MailMessage;
  }
}

/** Mail rides out an SMTP outage of about an hour: retries after 30 s, 1, 2, 4 ... 32 min. */
const MAIL_ATTEMPTS = 8;

/**
 * Queues a mail in the caller's transaction: it is sent only if the request that wrote it
 * commits, and a failing mail server delays it instead of failing the request.
 */
export function enqueueMail(db: Db, message: MailMessage) {
  if (message.to.length > 254 || /[\r\n,;]/.test(message.to)) throw new Error('enqueueMail takes a single address');
  return enqueue(db, 'mail.send', message, { tenantId: message.tenantId, maxAttempts: MAIL_ATTEMPTS });
}

export function registerMailJobs(worker: JobWorker, mailer: Mailer) {
  worker.handle('mail.send', (message) => mailer.send(message));
}
