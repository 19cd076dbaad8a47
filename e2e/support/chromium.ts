import { chromium, type Browser } from 'playwright-core';

/** Kept apart from browser.ts (which needs Vitest's worker API) so global setup can launch Chromium too. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * The demo accounts whose sessions global setup opens once for the whole run (`newContext(browser, { as })`).
 * Left out on purpose: aluna@aurora.test (accounts-recovery resets her password, which ends every
 * session of hers) and the Boreal accounts (their specs are about signing in and out).
 */
export const SHARED_ACCOUNTS = ['owner@aurora.test', 'admin@aurora.test', 'aluno@aurora.test', 'revisor@aurora.test'] as const;
export type SharedAccount = (typeof SHARED_ACCOUNTS)[number];

/** What Playwright's `context.storageState()` returns: the session and CSRF cookies of one account. */
export type StorageState = {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};
