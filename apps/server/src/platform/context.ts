import type { Config } from './config';
import type { Database } from './db/client';
import type { createTenantResolver } from './tenancy';
import type { LoginThrottle } from '../features/accounts/throttle';

/** What every feature receives: the platform services, built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Database['db'];
  tenants: ReturnType<typeof createTenantResolver>;
  loginThrottle: LoginThrottle;
};

export type FeatureOptions = { ctx: AppContext };
