import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run school` as a shell runs it (docs/schools.md): the first school of a fresh server, on a
 * fresh embedded database, printing the owner's sign-in link; refusals exit non-zero with the reason.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;

async function school(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/school.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error: unknown) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run school', () => {
  it('creates the first school of a fresh server and prints its owner’s sign-in link', async () => {
    const made = await school(['create', '--name', 'Escola Nova', '--host', 'escola.exemplo.test', '--owner', 'dona@exemplo.test']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('school "Escola Nova" created (id 1) on escola.exemplo.test');
    expect(made.stdout).toMatch(/sign-in link \(also e-mailed\): http:\/\/escola\.exemplo\.test:3000\/login\/magic\?token=[\w-]{20,}/);
  }, 120_000);

  it('refuses a taken host, bad arguments and a damaged archive, saying why', async () => {
    const taken = await school(['create', '--name', 'Outra', '--host', 'escola.exemplo.test', '--owner', 'x@exemplo.test']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Este domínio já é usado');
    const bad = await school(['create', '--name', 'Outra', '--host', 'not a host', '--owner', 'x@exemplo.test']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--host');
    const junk = path.join(dataDir, 'junk.tar.gz');
    await writeFile(junk, gzipSync(Buffer.from('not an archive')));
    const damaged = await school(['import', junk, '--host', 'copia.exemplo.test']);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('danificado');
  }, 120_000);
});
