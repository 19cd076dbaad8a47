import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, describeMailer, type MailMessage } from './mailer';
import { outboxDir, readOutbox } from './outbox-files';
import { renderMail } from './render';

const root = path.resolve(import.meta.dirname, '../../../../..');
const LINK = 'http://aurora.localhost:3000/redefinir-senha?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdef';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-mail-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const config = (smtpUrl?: string) => ({ dataDir, smtpUrl, mailFrom: 'Trilha <no-reply@trilha.localhost>' });
const message = (subject: string): MailMessage => ({
  tenantId: 1,
  to: 'owner@aurora.test',
  subject,
  fromName: 'Escola Aurora',
  ...renderMail({
    schoolName: 'Escola Aurora',
    heading: 'Redefina sua senha',
    paragraphs: ['Olá, Dona!'],
    action: { label: 'Redefinir minha senha', url: LINK },
  }),
});

describe('mail without SMTP_URL goes to files (issue 9, finding 2: no HTTP route shows mail)', () => {
  it('writes the message nodemailer composes to DATA_DIR/outbox/<time>-<random>.eml, readable by the server user only', async () => {
    const mailer = createMailer(config());
    expect(mailer.kind).toBe('files');
    await mailer.send(message('Redefinição de senha em Escola Aurora'));

    const dir = outboxDir(dataDir);
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, names[0]!))).mode & 0o777).toBe(0o600);

    const raw = await readFile(path.join(dir, names[0]!), 'utf8');
    expect(raw).toMatch(/^From: "?Escola Aurora"? <no-reply@trilha\.localhost>\r\n/m);
    expect(raw).toContain('MIME-Version: 1.0');
    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({ to: 'owner@aurora.test', subject: 'Redefinição de senha em Escola Aurora' });
    expect(mail!.text).toContain(`Redefinir minha senha: ${LINK}`);
    expect(mail!.html).toContain(`href="${LINK}"`);
  });

  it('lists newest first, leaves no temporary file, and closes an outbox folder left open to others', async () => {
    await mkdir(outboxDir(dataDir), { mode: 0o755 });
    await chmod(outboxDir(dataDir), 0o755);
    const mailer = createMailer(config());
    for (const subject of ['primeiro', 'segundo', 'terceiro']) await mailer.send(message(subject));
    expect((await readOutbox(outboxDir(dataDir))).map((m) => m.subject)).toEqual(['terceiro', 'segundo', 'primeiro']);
    expect((await readdir(outboxDir(dataDir))).filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect((await stat(outboxDir(dataDir))).mode & 0o777).toBe(0o700);
  });

  it('sends through SMTP when SMTP_URL is set, and says so at start-up without the credentials', () => {
    expect(createMailer(config('smtp://user:s3cret@mail.example:587')).kind).toBe('smtp');
    const line = describeMailer(config('smtps://user:s3cret@mail.example:465'));
    expect(line).toBe('Mail: sent through SMTP smtps://mail.example:465');
    expect(describeMailer(config())).toBe(
      `Mail: written to ${path.join(dataDir, 'outbox')} (read with npm run outbox); set SMTP_URL to send real mail`,
    );
  });
});

describe('npm run outbox', () => {
  const run = (...args: string[]) =>
    promisify(execFile)('npm', ['run', '--silent', 'outbox', '--', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });

  it('lists the mail of DATA_DIR/outbox and prints one with its link written out', async () => {
    await createMailer(config()).send(message('Redefinição de senha em Escola Aurora'));
    const [file] = (await readOutbox(outboxDir(dataDir))).map((m) => m.file);

    const { stdout: listing } = await run();
    expect(listing).toMatch(/^ {2}1 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}owner@aurora\.test {2}Redefinição de senha em Escola Aurora$/m);
    expect(listing).toContain(file);
    expect(listing).toContain(`1 of 1 in ${outboxDir(dataDir)}`);

    const { stdout: shown } = await run('1');
    expect(shown).toContain('Subject: Redefinição de senha em Escola Aurora');
    expect(shown).toContain(`Redefinir minha senha: ${LINK}`);
    expect(shown).toContain(`Links:\n  ${LINK}\n`);
    expect((await run(file!)).stdout).toBe(shown);
  });

  it('says where it looked when there is no mail, and refuses a number past the end', async () => {
    expect((await run()).stdout).toBe(`No mail in ${outboxDir(dataDir)} yet.\n`);
    await expect(run('3')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no mail number 3') });
  });
});
