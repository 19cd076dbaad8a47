import type { FeaturePlugin } from '../../platform/feature';
import { loginPrepaint } from './prepaint';
import { loginPageRoutes } from './routes';

/** The login page's look (editors) and its first screen drawn into the HTML for visitors (docs/decisions/0007). */
export const loginPageFeature: FeaturePlugin = async (app, { ctx, web }) => {
  await app.register(loginPageRoutes, { ctx });
  web.prepaint(loginPrepaint(ctx.db));
};
