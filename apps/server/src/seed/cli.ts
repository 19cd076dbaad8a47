import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { seedIfEmpty } from './seed';

/** `npm run seed`: seeds the demo schools into DATABASE_URL (or the embedded database) when empty. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const seeded = await seedIfEmpty(database.db, config);
console.log(seeded ? 'trilha: demo schools seeded' : 'trilha: database already has schools; nothing seeded');
await database.close();
