/**
 * The web app's lazy page behind each landing path, by its source file as the build manifest names
 * it (apps/web/dist/.vite/manifest.json). The server announces that page's script and styles in the
 * page's head, so a first visit fetches them while the app's script downloads instead of after it
 * runs. e2e/served-assets.spec.ts checks the served page names them.
 */
export const ROUTE_CHUNKS: Readonly<Record<string, string>> = {
  '/homepage': 'src/app/pages/HomePage.tsx',
  '/login': 'src/features/accounts/components/LoginPage.tsx',
};
