import { memberFeatures } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';

/**
 * The App Store review account sees no custom links (spec 000 §5; platform/auth/policy.ts): the
 * server leaves them out, so hiding them never depends on the app. Editors still see what they edit.
 */
export const seesCustomLinks = (user: SessionUser) => memberFeatures(user).custom_links;
