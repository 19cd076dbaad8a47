import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens (RFC 8058; docs/notifications.md "E-mail", docs/reminders.md): a
 * mail's link names the school, the student and what to turn off, signed with the server's secret,
 * so it works without signing in and cannot be made for someone else. It does not expire: an old
 * mail's link must still stop the mail it came with. What a topic turns off is its feature's.
 */
export type Unsubscribe = { tenantId: number; userId: number; topic: string };

const TOPIC = /^[a-z]{1,16}$/;
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

export function unsubscribeToken(secret: string, { tenantId, userId, topic }: Unsubscribe): string {
  if (!TOPIC.test(topic)) throw new Error(`bad unsubscribe topic ${topic}`);
  const body = `${tenantId}.${userId}.${topic}`;
  return `${body}.${sign(secret, body)}`;
}

/** The token's school, student and topic, or null when it was not signed here (or was altered). */
export function readUnsubscribeToken(secret: string, token: string): Unsubscribe | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([a-z]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, tenant, user, topic, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tenant}.${user}.${topic}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [tenantId, userId] = [Number(tenant), Number(user)];
  if (tenantId < 1 || userId < 1 || tenantId > 2_147_483_647 || userId > 2_147_483_647) return null;
  return { tenantId, userId, topic };
}

/**
 * The RFC 8058 headers: mail providers show an "Unsubscribe" button that POSTs
 * `List-Unsubscribe=One-Click` to `postUrl` (an https URL in production), with no sign-in and no page.
 */
export const listUnsubscribeHeaders = (postUrl: string) => ({
  'List-Unsubscribe': `<${postUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
