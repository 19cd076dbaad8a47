import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP's answer to lock-out by strangers): a browser that signed in to an
 * account with its password keeps a signed note of it, and the account-wide guard of the sign-in
 * throttle (throttle.ts) lets that browser through. Signed with SESSION_SECRET, so it cannot be made
 * up; it grants nothing by itself (the password is still checked).
 */
export const DEVICE_COOKIE = 'trilha_device';
export const DEVICE_COOKIE_DAYS = 365;

const sign = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`device:${account}:${nonce}`).digest('base64url');

/** `account` is the throttle's key (school and e-mail). */
export function deviceCookieFor(secret: string, account: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${sign(secret, account, nonce)}`;
}

export function isKnownDevice(secret: string, account: string, cookie: string | undefined): boolean {
  if (!cookie || cookie.length > 200) return false;
  const [nonce, mac, extra] = cookie.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, account, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
