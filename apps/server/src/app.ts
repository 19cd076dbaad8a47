import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsRoutes } from './features/accounts/routes';
import { createLoginThrottle } from './features/accounts/throttle';
import { tenancyRoutes } from './features/tenancy/routes';
import { authPlugin } from './platform/auth/plugin';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { registerDocs } from './platform/docs';
import { registerErrorHandler } from './platform/errors';
import { registerWeb } from './platform/web';
import { createTenantResolver, tenancyPlugin } from './platform/tenancy';

z.config(z.locales.pt());

/** Builds the whole server around an open database; main.ts listens, tests inject. */
export async function buildApp(config: Config, database: Database): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1_048_576,
    // Ids, slugs and search terms: nothing legitimate comes near this.
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tenants: createTenantResolver(database.db),
    loginThrottle: createLoginThrottle(),
  };

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 30 * 1_048_576, files: 4, fields: 50 } });
  await registerDocs(app, config);
  await app.register(tenancyPlugin, { resolver: ctx.tenants });
  await app.register(authPlugin, { db: ctx.db, publicUrl: config.publicUrl });

  await app.register(tenancyRoutes, { ctx });
  await app.register(accountsRoutes, { ctx });

  await registerWeb(app, config);
  return { app, ctx };
}
