/**
 * The API calls Chromium makes when a student opens /homepage (issue 11): the home view as the
 * bench measures it. e2e/home-view.spec.ts records the page's requests in the browser and fails
 * when they differ from this list, so the day the page adds a call, the bench fails to describe
 * it until the call is added here (and measured).
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
  ];
}
