import type { FeaturePlugin } from '../../platform/feature';
import { remindersRoutes } from './routes';

/** Study reminders (their job handler is registered by the routes file). */
export const remindersFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(remindersRoutes, { ctx });
};
