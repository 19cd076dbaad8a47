import { createSchoolBody, hostField } from '@trilha/shared/schools/schemas';
import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ImportRefused, importArchive } from '../features/schools/import-service';
import { createSchool } from '../features/schools/service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { createStorage } from '../platform/storage';

/**
 * `npm run school -- create --name N --host H --owner E`: a new school from a shell, as the
 * operator's console makes one (docs/schools.md), for the first school of a fresh server. Prints
 * the owner's sign-in link; the welcome mail waits in the job queue for the server to send it.
 * `npm run school -- import FILE --host H`: an export's archive made a new school, of any size.
 * On the embedded database, run them while the server is stopped (PGlite is one process's).
 */
const usage = [
  'usage: npm run school -- create --name "Escola" --host escola.exemplo.com.br --owner dono@exemplo.com.br',
  '       npm run school -- import escola.tar.gz --host escola.exemplo.com.br',
].join('\n');

function fail(message: string): never {
  console.error(`trilha: ${message}`);
  console.error(usage);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, host: { type: 'string' }, owner: { type: 'string' } },
});
const [command, file] = positionals;
if (command !== 'create' && command !== 'import') fail('say create or import');

const config = loadConfig();
if (command === 'create') {
  const body = createSchoolBody.safeParse({ name: values.name, host: values.host, owner_email: values.owner });
  if (!body.success) fail(body.error.issues.map((i) => `--${String(i.path[0]).replace('owner_email', 'owner')}: ${i.message}`).join('; '));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { school, link } = await createSchool({ db: database.db, lang: 'pt', publicUrl: config.publicUrl }, body.data);
    console.log(`trilha: school "${school.name}" created (id ${school.id}) on ${school.hosts.join(', ')}`);
    console.log(`trilha: the owner's sign-in link (also e-mailed): ${link ?? '(none: links for this e-mail are spent for now)'}`);
  } catch (error: unknown) {
    console.error(`trilha: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
} else {
  const host = hostField.safeParse(values.host);
  if (!host.success) fail(`--host: ${host.error.issues[0]?.message ?? 'invalid'}`);
  if (!file || !existsSync(file)) fail('name the archive to import');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { tenantId } = await importArchive(
      { db: database.db, storage: createStorage(config), publicUrl: config.publicUrl },
      { file, host: host.data },
    );
    console.log(`trilha: school imported (id ${tenantId}) on ${host.data}`);
  } catch (error: unknown) {
    console.error(
      `trilha: ${error instanceof ImportRefused ? SCHOOL_TRANSLATIONS[error.key].pt : error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
