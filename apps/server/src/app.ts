import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsFeature } from './features/accounts';
import { appearanceFeature } from './features/appearance';
import { bannersFeature } from './features/banners';
import { carouselsFeature } from './features/carousels';
import { catalogFeature } from './features/catalog';
import { studioFeature } from './features/studio';
import { communitiesFeature } from './features/communities';
import { customHtmlFeature } from './features/custom-html';
import { favoritesFeature } from './features/favorites';
import { footerFeature } from './features/footer';
import { gamificationFeature } from './features/gamification';
import { homeFeature } from './features/home';
import { lessonPageFeature } from './features/lesson-page';
import { linksFeature } from './features/links';
import { livesFeature } from './features/lives';
import { loginPageFeature } from './features/login-page';
import { mediaFeature } from './features/media';
import { notificationsFeature } from './features/notifications';
import { productsFeature } from './features/products';
import { studentsFeature } from './features/students';
import { staffFeature } from './features/staff';
import { salesFeature } from './features/sales';
import { reportsFeature } from './features/reports';
import { quizzesFeature } from './features/quizzes';
import { remindersFeature } from './features/reminders';
import { schoolsFeature } from './features/schools';
import { seoFeature } from './features/seo';
import { tenancyFeature } from './features/tenancy';
import { authPlugin } from './platform/auth/plugin';
import { sessionCache, tokenHashCache } from './platform/auth/session';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { registerDocs } from './platform/docs';
import { frameworkErrors, registerErrorHandler } from './platform/errors';
import { registerInputGuard } from './platform/input-guard';
import { registerFiles } from './platform/files';
import { createEventBus } from './platform/events';
import { collectWebPageParts, type FeaturePlugin } from './platform/feature';
import { createJobWorker } from './platform/jobs/worker';
import { registerMailJobs } from './platform/mail/jobs';
import { createMailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage';
import { registerUploadJobs } from './platform/uploads';
import { registerAttemptCounters } from './platform/rate-counter';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWeb } from './platform/web';
import { createTenantResolver, hostsCache, tenancyPlugin } from './platform/tenancy';
import { startCaches } from './platform/caches';
import { registerRequestScope } from './platform/request-scope';
import { registerPrimaryRedirect } from './platform/primary-redirect';
import { registerSchoolAvailability } from './platform/school-availability';
import { createClock } from './platform/test-clock';
import { versionsCache } from './platform/content-versions';

z.config(z.locales.pt());

/**
 * Every feature's one plugin (features/<area>/index.ts), in registration order: each registers its
 * route files, its job and event subscribers and its parts of the web pages (platform/feature.ts).
 */
const features: readonly FeaturePlugin[] = [
  tenancyFeature,
  accountsFeature,
  catalogFeature,
  studioFeature,
  productsFeature,
  studentsFeature,
  staffFeature,
  salesFeature,
  schoolsFeature,
  reportsFeature,
  mediaFeature,
  seoFeature,
  linksFeature,
  appearanceFeature,
  // Before login-page: the first screens are asked in this order (each draws only its own page).
  homeFeature,
  loginPageFeature,
  footerFeature,
  communitiesFeature,
  bannersFeature,
  carouselsFeature,
  favoritesFeature,
  lessonPageFeature,
  customHtmlFeature,
  remindersFeature,
  quizzesFeature,
  gamificationFeature,
  livesFeature,
  notificationsFeature,
];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface FastifyInstance {
    /** Every route as registered, so the no-500 fuzz test covers routes added later by itself. */
    routeList: readonly RouteOptions[];
  }
}

/** Builds the whole server around an open database; main.ts listens, tests inject. */
export async function buildApp(config: Config, database: Database): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1_048_576,
    // Ids, slugs and search terms: nothing legitimate comes near this.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
    // X-Forwarded-For/-Proto are believed only from the proxy in front (TRUST_PROXY, docs/deploy.md).
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeList: RouteOptions[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => void routeList.push(route as RouteOptions));

  const jobs = createJobWorker(database.db, {
    log: app.log,
    // The embedded database runs one statement at a time: a second loop would only queue behind the first.
    concurrency: database.kind === 'pglite' ? 1 : config.jobConcurrency,
  });
  const time = createClock(config);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tenants: createTenantResolver(database.db, { publicUrl: config.publicUrl }),
    storage: createStorage(config),
    mailer: createMailer(config),
    jobs,
    events: createEventBus(database.db, jobs),
    caches: startCaches(database.db, database.changes),
    clock: time.clock,
  };
  ctx.caches.declare(sessionCache, tokenHashCache, versionsCache, hostsCache);
  registerMailJobs(ctx.jobs, ctx.mailer);
  registerUploadJobs(ctx.jobs, ctx.storage);
  registerAttemptCounters(ctx.jobs, ctx.db, ctx.clock);
  // Closing the app waits for the job in flight, so the database can close right after.
  app.addHook('onClose', () => ctx.jobs.stop());

  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(cookie);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 30 * 1_048_576, files: 4, fields: 50 } });
  await registerDocs(app, config);
  await app.register(tenancyPlugin, { resolver: ctx.tenants });
  // Before sessions are looked up: a suspended school's requests stop here (platform/school-availability.ts).
  registerSchoolAvailability(app);
  registerPrimaryRedirect(app);
  await app.register(authPlugin, { db: ctx.db, sessionSecret: config.sessionSecret });
  registerRequestScope(app, ctx);
  time.register(app);

  await registerFiles(app, ctx.storage);

  // Each feature is an encapsulated plugin; its route files register inside it, each encapsulated too.
  const web = collectWebPageParts();
  for (const feature of features) await app.register(feature, { ctx, web });

  // The pages the server draws: the school's head (seo), the home's hints, the first screens (docs/decisions/0007).
  await registerWeb(app, config, web.forWeb());
  return { app, ctx };
}
