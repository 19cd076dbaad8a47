/**
 * npm run outbox: the mail the server wrote to DATA_DIR/outbox (no SMTP_URL set), newest first.
 * No HTTP route shows this mail (it carries sign-in links); whoever reads the server's files does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { linksIn } from '../apps/server/src/platform/mail/eml';
import { outboxDir, outboxFiles, readOutboxMail, type OutboxMail } from '../apps/server/src/platform/mail/outbox-files';

const USAGE = `Usage:
  npm run outbox                    the newest 20 mails: number, date, to, subject, file
  npm run outbox -- -n 50           the newest 50 (--all: every one)
  npm run outbox -- 1               mail number 1 (the newest): its text and links
  npm run outbox -- <file.eml>      that mail
Reads DATA_DIR/outbox (DATA_DIR as the server reads it, default ./data).`;

// As the server reads it (platform/config.ts): an empty variable counts as unset, hence || and not ??.
// oxlint-disable-next-line typescript/prefer-nullish-coalescing -- '' must fall back too
const dir = outboxDir(path.resolve(process.env.DATA_DIR || './data'));

function fail(message: string): never {
  console.error(`outbox: ${message}`);
  process.exit(1);
}

function parseArgs(args: string[]): { limit: number; target?: string } {
  let limit = 20;
  let target: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--all') limit = Infinity;
    else if (arg === '-n' || arg === '--limit') {
      limit = Number(args[++i]);
      if (!Number.isInteger(limit) || limit < 1) fail(`${arg} takes a whole number above 0\n${USAGE}`);
    } else if (arg.startsWith('-') || target) fail(`unexpected ${arg}\n${USAGE}`);
    else target = arg;
  }
  return { limit, target };
}

/** Local time, sortable: 2026-01-23 16:31:46. */
const when = (mail: OutboxMail) => (mail.date ? mail.date.toLocaleString('sv-SE') : '(no date)');

async function list(limit: number) {
  const files = await outboxFiles(dir);
  if (files.length === 0) {
    console.log(`No mail in ${dir} yet.`);
    return;
  }
  const mails = await Promise.all(files.slice(0, limit).map(readOutboxMail));
  const toWidth = Math.max(...mails.map((m) => m.to.length));
  mails.forEach((mail, index) => {
    console.log(`${String(index + 1).padStart(3)}  ${when(mail)}  ${mail.to.padEnd(toWidth)}  ${mail.subject}`);
    console.log(`     ${mail.file}`);
  });
  const more = files.length > mails.length ? ` (${files.length - mails.length} older: -n or --all)` : '';
  console.log(`\n${mails.length} of ${files.length} in ${dir}${more}. Read one: npm run outbox -- <number>`);
}

async function show(target: string) {
  let file: string | undefined;
  if (/^\d+$/.test(target)) {
    const files = await outboxFiles(dir);
    file = files[Number(target) - 1];
    if (!file) fail(`no mail number ${target}: ${dir} holds ${files.length}`);
  } else {
    file = [path.resolve(target), path.join(dir, target)].find((candidate) => existsSync(candidate));
    if (!file) fail(`no such mail file: ${target}`);
  }
  const mail = await readOutboxMail(file);
  console.log(
    `Date:    ${when(mail)}\nFrom:    ${mail.headers.get('from') ?? ''}\nTo:      ${mail.to}\nSubject: ${mail.subject}\nFile:    ${mail.file}\n`,
  );
  console.log(mail.text.trimEnd() || '(no text part)');
  const links = linksIn(mail);
  if (links.length) console.log(`\nLinks:\n${links.map((link) => `  ${link}`).join('\n')}`);
}

const { limit, target } = parseArgs(process.argv.slice(2));
await (target ? show(target) : list(limit));
