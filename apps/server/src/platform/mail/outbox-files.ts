import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml, type ParsedMail } from './eml';

/**
 * Mail without SMTP_URL: one .eml file a message in DATA_DIR/outbox, readable by whoever can read
 * the server's files (`npm run outbox`) and by no HTTP route, since the mail carries sign-in links.
 */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** `20260123T163146123Z-0123456789ab.eml`: the name sorts by the time the mail was written. */
const MAIL_FILE = /^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/;

let lastStamp = 0;
/** Strictly increasing within the process, so two mails of the same millisecond keep their order. */
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString().replace(/[-:.]/g, '');
}

/**
 * Writes one message where only the server's user can read it (dir 0700, file 0600), under a
 * temporary name first, then renamed: a reader never sees half a mail. Returns its path.
 */
export async function writeOutboxFile(dir: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder's mode alone; this one holds sign-in links.
  await chmod(dir, 0o700);
  const name = `${stamp()}-${randomBytes(6).toString('hex')}.eml`;
  const temp = path.join(dir, `.${name}.tmp`);
  try {
    await writeFile(temp, message, { mode: 0o600, flag: 'wx' });
    await rename(temp, path.join(dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return path.join(dir, name);
}

/** The outbox's mail files, newest first, as full paths; none when the folder does not exist yet. */
export async function outboxFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: unknown) => {
    if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((name) => MAIL_FILE.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

export type OutboxMail = ParsedMail & { file: string };

export async function readOutboxMail(file: string): Promise<OutboxMail> {
  return { file, ...parseEml(await readFile(file)) };
}

/** The newest `limit` mails of the outbox, parsed, newest first. */
export async function readOutbox(dir: string, limit = Infinity): Promise<OutboxMail[]> {
  const files = (await outboxFiles(dir)).slice(0, limit);
  return Promise.all(files.map(readOutboxMail));
}
