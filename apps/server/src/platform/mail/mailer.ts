import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { mailOutbox } from '../../db/schema/index';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** One message to one person of one school; html and text come from renderMail. */
export type MailMessage = {
  tenantId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Display name of the sender (the school); the address is always MAIL_FROM's. */
  fromName?: string;
};

export type Mailer = {
  /** 'outbox' keeps mail in the database for /dev/outbox (contract: SMTP_URL unset). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

/** The JSON nodemailer's jsonTransport builds: what an SMTP server would have received. */
type BuiltMessage = { to?: { address: string }[]; subject?: string; html?: string; text?: string };

const MAX_SUBJECT = 255;

/**
 * SMTP when SMTP_URL is set, else the local outbox. Both compose the message with nodemailer,
 * so addresses, subject encoding and the html/text pair take the same path in development.
 */
export function createMailer(config: Config, db: Db): Mailer {
  const fromAddress = parseFromAddress(config.mailFrom);
  const compose = (message: MailMessage) => ({
    from: message.fromName ? { name: message.fromName, address: fromAddress } : config.mailFrom,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
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

  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(compose(message));
      const built = JSON.parse(info.message) as BuiltMessage;
      await db.insert(mailOutbox).values({
        tenantId: message.tenantId,
        to: (built.to ?? []).map((a) => a.address).join(', ').slice(0, 254),
        subject: (built.subject ?? '').slice(0, MAX_SUBJECT),
        html: built.html ?? '',
        text: built.text ?? '',
      });
    },
  };
}

/** The bare address of MAIL_FROM ("Trilha <no-reply@x>" -> "no-reply@x"). */
function parseFromAddress(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  return first?.address || mailFrom;
}
