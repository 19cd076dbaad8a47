import { createSchoolBody } from '@trilha/shared/schools/schemas';
import { parseArgs } from 'node:util';
import { createSchool } from '../features/schools/service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';

/**
 * `npm run school -- create --name N --host H --owner E`: a new school from a shell, as the
 * operator's console makes one (docs/schools.md), for the first school of a fresh server. Prints
 * the owner's sign-in link; the welcome mail waits in the job queue for the server to send it.
 * On the embedded database, run it while the server is stopped (PGlite is one process's).
 */
const usage = 'usage: npm run school -- create --name "Escola" --host escola.exemplo.com.br --owner dono@exemplo.com.br';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, host: { type: 'string' }, owner: { type: 'string' } },
});
if (positionals[0] !== 'create') {
  console.error(usage);
  process.exit(2);
}
const body = createSchoolBody.safeParse({ name: values.name, host: values.host, owner_email: values.owner });
if (!body.success) {
  for (const issue of body.error.issues)
    console.error(`trilha: --${issue.path.join('.').replace('owner_email', 'owner')}: ${issue.message}`);
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
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
