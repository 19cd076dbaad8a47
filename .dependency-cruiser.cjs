/**
 * Import boundaries and cycles (docs/architecture.md). Each rule's comment is what the reader sees
 * when the rule fails, so it says where the code belongs.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const web = '^apps/web/src/';
const server = '^apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Import cycle. Move what both files need into a third file they both import (a shared component, lib/ or platform/), or let one side receive it as a parameter.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-package-stands-alone',
      severity: 'error',
      comment:
        'packages/shared is imported by both apps and imports neither: move the code into the app that needs it, or move what it needs into packages/shared.',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'shared-messages-without-zod',
      severity: 'error',
      comment:
        "messages.ts and constants.ts are loaded by the web app's locale files at start-up, before App.tsx turns Zod's JIT off; building a schema there runs Zod's `new Function` probe, which the page's CSP reports. Keep schemas in schemas.ts and import the texts from here into them.",
      from: { path: '^packages/shared/src/[^/]+/(messages|constants)\\.ts$' },
      to: { path: ['(^|/)node_modules/zod/', '^packages/shared/src/[^/]+/(schemas|auth-flows)\\.ts$'] },
    },
    // ---- web ----
    {
      name: 'web-feature-to-other-feature',
      severity: 'error',
      comment:
        'A web feature imports only its own files, components/, lib/ and packages/shared. Something several features show belongs in components/ (UI) or lib/ (data every screen needs: tenant, signed-in user, api client); a screen that combines features belongs in app/ (the composition root).',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-feature-to-app',
      severity: 'error',
      comment:
        'app/ is the composition root (router, providers, shell, edit panel registry): it imports features, never the other way round. Move what the feature needs from app/ into lib/ (platform) or components/ (shared UI).',
      from: { path: `${web}(features|components|lib)/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-shared-to-feature',
      severity: 'error',
      comment:
        "components/ and lib/ are below every feature and import none: pass the feature's data in as props or parameters, or move the component into the feature.",
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-lib-to-components',
      severity: 'error',
      comment: 'lib/ (api client, i18n, theme, session and tenant hooks) holds no UI: move the component to components/.',
      from: { path: `${web}lib/` },
      to: { path: `${web}components/` },
    },
    // ---- server ----
    {
      name: 'server-platform-to-feature',
      severity: 'error',
      comment:
        'platform/ and db/ are below every feature and import none: let app.ts hand platform the function it needs (injection, a hook or an option), or move the code into the feature.',
      from: { path: `${server}(platform|db)/` },
      to: { path: `${server}features/` },
    },
    {
      name: 'server-feature-to-other-feature',
      severity: 'error',
      comment:
        "A server feature reaches another only through the other's features/<b>/public.ts (functions that take the tenant), never its repo, service or routes. Export what you need there; side effects cross features as domain events.",
      from: { path: `${server}features/([^/]+)/` },
      to: { path: `${server}features/`, pathNot: [`${server}features/$1/`, `${server}features/[^/]+/public\\.ts$`] },
    },
    {
      name: 'server-app-to-feature-internals',
      severity: 'error',
      comment:
        "app.ts registers each feature through its one plugin, features/<area>/index.ts, and imports nothing else of a feature. A route file, a subscriber, a prepaint or page hint, or a feature's own service (the sign-in throttle) is registered in that feature's index.ts; what platform needs from it goes through the plugin's options (platform/feature.ts).",
      from: { path: `${server}app\\.ts$` },
      to: { path: `${server}features/`, pathNot: `${server}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-route-to-repo',
      severity: 'error',
      comment:
        'A route file (routes.ts, *-routes.ts) is thin: schema, authorize, call the service, present. Reads and writes go through a function of the service (service.ts, *-service.ts, or the platform module the repo belongs to, e.g. video-upload.ts), which calls the repo; a row type the presenter needs is imported by the presenter.',
      from: { path: `${server}(features|platform)(/|/.*/)(routes|[^/]+-routes)\\.ts$` },
      to: { path: `${server}(features|platform)(/|/.*/)(repo|[^/]+-repo)\\.ts$` },
    },
    {
      name: 'contract-paths-in-tests-only',
      severity: 'error',
      comment:
        "packages/shared/src/testing/contract-paths.ts writes the contract's paths out by hand so that tests catch a drifting paths.ts entry; the app itself registers and calls the paths.ts objects of each area (platform/api-path.ts).",
      from: { path: '^(apps|packages)/', pathNot: ['\\.test\\.tsx?$', '/test/', '^packages/shared/src/testing/'] },
      to: { path: '^packages/shared/src/testing/' },
    },
    {
      name: 'server-service-to-drizzle',
      severity: 'error',
      comment:
        "A service (service.ts, *-service.ts) owns the transaction and the rules; its queries live in the feature's repo (repo.ts, *-repo.ts): functions that take the db (or the caller's transaction) and the tenant first. Move the select, update or sql there and call it.",
      from: { path: `${server}(features|platform)(/|/.*/)(service|[^/]+-service)\\.ts$` },
      to: { path: '(^|/)node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-from-web',
      severity: 'error',
      comment: 'The server and the web app share code only through packages/shared.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-from-server',
      severity: 'error',
      comment: 'The server and the web app share code only through packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph as leaves (doNotFollow above), so a rule can name one: drizzle-orm, zod.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
