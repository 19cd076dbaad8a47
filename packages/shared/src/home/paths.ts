import { apiPath } from '../platform/api-path';

/** The home's API paths (spec 000 §7), registered by the server and called by the web app. */
export const homePaths = {
  /** The home's carousels, the first ones with their items. */
  carousels: apiPath('/api/auth/home/carousels/:tenantId'),
  /** All of one carousel's items. */
  carousel: apiPath('/api/auth/home/get-carousel/:id'),
};
