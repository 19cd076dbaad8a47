import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authLinkRoutes } from './features/accounts/auth-link-routes';
import { photoRoutes } from './features/accounts/photo-routes';
import { accountsRoutes } from './features/accounts/routes';
import { catalogRoutes } from './features/catalog/routes';
import { mediaRoutes } from './features/media/routes';
import { linksRoutes } from './features/links/routes';
import { homePageHints } from './features/home/page-hints';
import { homePrepaint } from './features/home/prepaint';
import { loginPrepaint } from './features/login-page/prepaint';
import { seoSchoolPages } from './features/seo/head';
import { crawlerRoutes } from './features/seo/crawlers';
import { seoRoutes } from './features/seo/routes';
import { appearanceRoutes } from './features/appearance/routes';
import { loginPageRoutes } from './features/login-page/routes';
import { footerRoutes } from './features/footer/routes';
import { communityConfigRoutes } from './features/communities/config-routes';
import { communityFeedRoutes } from './features/communities/feed-routes';
import { communityVideoRoutes } from './features/communities/video-routes';
import { communityMediaRoutes } from './features/communities/media-routes';
import { communityCommentRoutes } from './features/communities/comments-routes';
import { communityStaffRoutes } from './features/communities/routes';
import { communityStripRoutes } from './features/communities/strips';
import { communitySubscribedRoutes } from './features/communities/subscribed-routes';
import { bannersRoutes } from './features/banners/routes';
import { carouselsRoutes } from './features/carousels/routes';
import { homeRoutes } from './features/home/routes';
import { favoritesRoutes } from './features/favorites/routes';
import { lessonPageRoutes } from './features/lesson-page/routes';
import { livesRoutes } from './features/lives/routes';
import { marqueeRoutes } from './features/marquee/routes';
import { customHtmlRoutes } from './features/custom-html/routes';
import { remindersRoutes } from './features/reminders/routes';
import { quizzesRoutes } from './features/quizzes/routes';
import { levelsRoutes } from './features/gamification/levels-routes';
import { rankingAdminRoutes } from './features/gamification/ranking-admin-routes';
import { scoringRoutes } from './features/gamification/scoring-routes';
import { rewardsRoutes } from './features/gamification/rewards-routes';
import { registerNotificationSubscribers } from './features/notifications/subscribers';
import { registerGamificationEngine } from './features/gamification/engine/subscribers';
import { gamificationResetRoutes } from './features/gamification/reset-routes';
import { gamificationStudentRoutes } from './features/gamification/student-routes';
import { notificationsRoutes } from './features/notifications/routes';
import { notificationMailRoutes } from './features/notifications/unsubscribe-routes';
import { createLoginThrottle } from './features/accounts/throttle';
import { tenancyRoutes } from './features/tenancy/routes';
import { authPlugin } from './platform/auth/plugin';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { registerDocs } from './platform/docs';
import { frameworkErrors, registerErrorHandler } from './platform/errors';
import { forgetOnChange } from './platform/forget-on-change';
import { registerInputGuard } from './platform/input-guard';
import { registerFiles } from './platform/files';
import { systemClock } from './platform/clock';
import { createEventBus } from './platform/events';
import { createJobWorker } from './platform/jobs/worker';
import { registerMailJobs } from './platform/mail/jobs';
import { createMailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage';
import { registerUploadJobs } from './platform/uploads';
import { registerAttemptCounters } from './platform/rate-counter';
import { registerSecurityHeaders } from './platform/security-headers';
import type { PagePrepaint } from './platform/page-hints';
import { registerWeb } from './platform/web';
import { createTenantResolver, tenancyPlugin } from './platform/tenancy';

z.config(z.locales.pt());

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
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tenants: createTenantResolver(database.db, { publicUrl: config.publicUrl }),
    storage: createStorage(config),
    mailer: createMailer(config),
    jobs,
    events: createEventBus(database.db, jobs),
    clock: systemClock(),
  };
  forgetOnChange(database.changes, ctx.db, ctx.tenants);
  const loginThrottle = createLoginThrottle();
  registerMailJobs(ctx.jobs, ctx.mailer);
  registerUploadJobs(ctx.jobs, ctx.storage);
  registerAttemptCounters(ctx.jobs, ctx.db, ctx.clock);
  registerNotificationSubscribers(ctx);
  registerGamificationEngine(ctx);
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
  await app.register(authPlugin, { db: ctx.db, sessionSecret: config.sessionSecret });

  await app.register(tenancyRoutes, { ctx });
  await app.register(accountsRoutes, { ctx, loginThrottle });
  await app.register(photoRoutes, { ctx });
  await registerFiles(app, ctx.storage);
  await app.register(catalogRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(authLinkRoutes, { ctx, loginThrottle });
  await app.register(seoRoutes, { ctx });
  await app.register(crawlerRoutes, { ctx });
  await app.register(linksRoutes, { ctx });
  await app.register(appearanceRoutes, { ctx });
  await app.register(loginPageRoutes, { ctx });
  await app.register(footerRoutes, { ctx });
  await app.register(communityStaffRoutes, { ctx });
  await app.register(communityConfigRoutes, { ctx });
  await app.register(communityFeedRoutes, { ctx });
  await app.register(communityVideoRoutes, { ctx });
  await app.register(communityMediaRoutes, { ctx });
  await app.register(communityCommentRoutes, { ctx });
  await app.register(communityStripRoutes, { ctx });
  await app.register(communitySubscribedRoutes, { ctx });
  await app.register(bannersRoutes, { ctx });
  await app.register(carouselsRoutes, { ctx });
  await app.register(homeRoutes, { ctx });
  await app.register(favoritesRoutes, { ctx });
  await app.register(lessonPageRoutes, { ctx });
  await app.register(marqueeRoutes, { ctx });
  await app.register(customHtmlRoutes, { ctx });
  await app.register(remindersRoutes, { ctx });
  await app.register(quizzesRoutes, { ctx });
  await app.register(levelsRoutes, { ctx });
  await app.register(scoringRoutes, { ctx });
  await app.register(rankingAdminRoutes, { ctx });
  await app.register(rewardsRoutes, { ctx });
  await app.register(livesRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(gamificationStudentRoutes, { ctx });
  await app.register(gamificationResetRoutes, { ctx });
  await app.register(notificationMailRoutes, { ctx });

  // The pages whose first screen the server draws (issue 11): the signed-in home and the login page.
  const [home, login] = [homePrepaint(ctx.db), loginPrepaint(ctx.db)];
  const prepaint: PagePrepaint = async (page) => (await home(page)) ?? (await login(page));
  await registerWeb(app, config, { schoolPages: seoSchoolPages(ctx.db), pageHints: homePageHints(ctx.db), prepaint });
  return { app, ctx };
}
