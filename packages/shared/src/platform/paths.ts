import { apiPath } from './api-path';

/** The platform's own API paths: not one feature's, registered once for all of them. */
export const platformPaths = {
  health: apiPath('/api/health'),
  /** The OpenAPI page (and its JSON at /docs/json). */
  docs: apiPath('/api/docs'),
  /** The PUT of a video upload link, a banner's or a community post's; the token is the credential. */
  videoUpload: apiPath('/api/uploads/videos/:token'),
  /** Moves the server's clock forward: only on a test server (TEST_CLOCK=1, platform/test-clock.ts). */
  testClock: apiPath('/api/test/clock'),
};
