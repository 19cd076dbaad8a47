import type { CacheRegistry } from './caches';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { EventBus } from './events';
import type { JobWorker } from './jobs/worker';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage';
import type { createTenantResolver } from './tenancy';

/** What every feature receives: the platform services, built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Database['db'];
  tenants: ReturnType<typeof createTenantResolver>;
  storage: Storage;
  mailer: Mailer;
  /** Handlers are registered while the app is built; main.ts starts the worker after listen. */
  jobs: JobWorker;
  /** Domain events: a feature publishes in its write's transaction; others subscribe while the app is built. */
  events: EventBus;
  /** Every in-memory cache, declared by the features while the app is built (platform/caches.ts). */
  caches: CacheRegistry;
  /** The time deadlines are checked against; tests replace `now`. */
  clock: Clock;
};

export type FeatureOptions = { ctx: AppContext };
