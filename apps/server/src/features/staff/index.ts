import type { FeaturePlugin } from '../../platform/feature';
import { staffRoutes } from './routes';

/** The staff list: who runs the school with the owner, and in which role (docs/people-and-access.md "Staff"). */
export const staffFeature: FeaturePlugin = async (app) => {
  await app.register(staffRoutes);
};
