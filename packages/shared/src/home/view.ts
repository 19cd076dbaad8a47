/**
 * The API calls Chromium makes when a student opens /homepage (docs/performance.md "The home page as the
 * browser loads it"): the home view. The server announces them in the page's head so the browser fetches them
 * while the app's script downloads (apps/server/src/features/home/page-hints.ts); the bench measures them
 * (bench/home.ts); e2e/home-view.spec.ts records the page's requests in the browser and fails when they
 * differ from this list, so the day the page adds a call, both follow. A call the page makes only after its
 * first paint (the school's custom HTML blocks) is not announced nor benched with the view, so that it never
 * competes with the first screen: the spec lists those as late calls.
 */
export function homeViewCalls(tenantId: number): string[] {
  return [
    '/api/tenant',
    '/api/me',
    `/api/auth/config/plataforma/links/index/${tenantId}`,
    `/api/auth/config/plataforma/bannersCustom/index/${tenantId}`,
    `/api/auth/home/carousels/${tenantId}`,
    '/api/catalog/courses',
    `/api/auth/favorites/${tenantId}/ids`,
    // The footer's links and documents: the demo schools have their footer on.
    '/api/footer',
    // The header's live alert (docs/lives.md), asked on every page while the tab is visible.
    '/api/platform/has-live',
  ];
}
