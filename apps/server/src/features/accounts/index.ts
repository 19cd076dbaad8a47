import type { FeaturePlugin } from '../../platform/feature';
import { authLinkRoutes } from './auth-link-routes';
import { photoRoutes } from './photo-routes';
import { accountsRoutes } from './routes';
import { signupRoutes } from './signup-routes';
import { createLoginThrottle } from './throttle';

/**
 * Sign-in and sign-out, the member's profile and photo, sign-in by e-mailed link and the password
 * reset, and open sign-up. The sign-in throttle is one per app, shared by the sign-in and the reset routes.
 */
export const accountsFeature: FeaturePlugin = async (app, { ctx }) => {
  const loginThrottle = createLoginThrottle();
  await app.register(accountsRoutes, { ctx, loginThrottle });
  await app.register(photoRoutes, { ctx });
  await app.register(authLinkRoutes, { ctx, loginThrottle });
  await app.register(signupRoutes, { ctx });
};
