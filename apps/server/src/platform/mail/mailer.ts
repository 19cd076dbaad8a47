import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Config } from '../config';
import { outboxDir, writeOutboxFile } from './outbox-files';

/** One message to one person of one school; html and text come from renderMail. */
export type MailMessage = {
  tenantId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Display name of the sender (the school); the address is always MAIL_FROM's. */
  fromName?: string;
  /** Extra headers, such as RFC 8058's List-Unsubscribe pair (unsubscribe.ts). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** 'files' writes each mail to DATA_DIR/outbox, read with `npm run outbox` (SMTP_URL unset). */
  kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<void>;
};

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. Both compose the message with
 * nodemailer, so addresses, subject encoding and the html/text pair take the same path in
 * development. No HTTP route ever shows these files: the mail carries sign-in links.
 */
export function createMailer(config: MailConfig): Mailer {
  const fromAddress = parseFromAddress(config.mailFrom);
  const compose = (message: MailMessage) => ({
    from: message.fromName ? { name: message.fromName, address: fromAddress } : config.mailFrom,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.headers ? { headers: message.headers } : {}),
  });

  if (config.smtpUrl) {
    // Short timeouts: a stuck server must fail the attempt (and retry later), not hold the worker.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(compose(message));
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config.dataDir);
  return {
    kind: 'files',
    async send(message) {
      const info = await transport.sendMail(compose(message));
      await writeOutboxFile(dir, info.message as Buffer); // buffer: true gives the whole message
    },
  };
}

/** The start-up line: where mail goes and how to send it for real; an SMTP URL without its credentials. */
export function describeMailer(config: MailConfig): string {
  if (!config.smtpUrl) return `Mail: written to ${outboxDir(config.dataDir)} (read with npm run outbox); set SMTP_URL to send real mail`;
  const url = new URL(config.smtpUrl);
  return `Mail: sent through SMTP ${url.protocol}//${url.host}`;
}

/** The bare address of MAIL_FROM ("Trilha <no-reply@x>" -> "no-reply@x"). */
function parseFromAddress(mailFrom: string): string {
  const address = addressparser(mailFrom, { flatten: true })[0]?.address;
  return address !== undefined && address !== '' ? address : mailFrom;
}
