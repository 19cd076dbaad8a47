import { apiPath } from '../platform/api-path';

/** The lives' API paths (paths chosen by Trilha), registered by the server and called by the web app. */
export const livePaths = {
  /** Whether a live the member may see is on air now, for the header's alert. */
  hasLive: apiPath('/api/platform/has-live'),
  lives: apiPath('/api/auth/lives/:tenant'),
  live: apiPath('/api/auth/lives/:tenant/:liveId'),
  /** A live as a member watches it. */
  watch: apiPath('/api/auth/lives/:tenant/:liveId/watch'),
};
