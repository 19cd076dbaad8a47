import type { FeaturePlugin } from '../../platform/feature';
import { crawlerRoutes } from './crawlers';
import { seoSchoolPages } from './head';
import { seoRoutes } from './routes';

/** The school's search and sharing head: its settings, the crawlers' files, and the head written into every page. */
export const seoFeature: FeaturePlugin = async (app, { ctx, web }) => {
  await app.register(seoRoutes, { ctx });
  await app.register(crawlerRoutes, { ctx });
  web.schoolPages(seoSchoolPages(ctx.db));
};
