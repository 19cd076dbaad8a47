import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { describeMailer } from './platform/mail/mailer';
import { seedIfEmpty } from './seed/seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`trilha: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(`trilha: cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  if (database.kind === 'pglite') await seedIfEmpty(database.db, config);
  const { app, ctx } = await buildApp(config, database);
  const stop = async () => {
    // The job in flight finishes (or, past its timeout, runs again after restart) before the database closes.
    await ctx.jobs.stop();
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  // Once: a second Ctrl-C falls through to Node's default and ends the process at once.
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  ctx.jobs.start();
  app.log.info(`Trilha on ${config.publicUrl} (${database.kind})`);
  app.log.info(describeMailer(config));
}

void main();
