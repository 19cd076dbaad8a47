import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = process.env.TRILHA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once at build time; the server sends the one
    // the browser accepts (@fastify/static preCompressed). index.html is left out: the server writes a
    // fresh nonce and the school's head into it on every request. From 512 bytes: the home's small
    // chunks (a component, an API call with its paths) come out at about half their size.
    compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(js|mjs|css|svg|json|txt)$/, threshold: 512 }),
  ],
  // Written on the page's script, stylesheet and csp-nonce meta tags; the server puts a fresh nonce
  // in its place on every page (CSP_NONCE_PLACEHOLDER in apps/server/src/platform/web.ts).
  html: { cspNonce: 'TRILHA_CSP_NONCE' },
  css: {
    modules: {
      // `<File>_<class>` (LoginLayout_card): readable, and known to the server, which draws some
      // pages' first screen with the same classes before the app runs (apps/server/src/features/
      // */prepaint.ts). Unique because module file names are (src/test/css-modules.test.ts).
      generateScopedName: (name, filename) => `${path.basename(filename).replace(/\.module\.css(\?.*)?$/, '')}_${name}`,
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/files': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The manifest lets e2e/bundle-size.spec.ts measure what a student's first load fetches.
    manifest: true,
    // Fonts stay files, never data: URLs, so the CSP's font-src is this origin alone.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed before the first paint: one chunk,
          // not the ~40 small ones automatic splitting made of modules the lazy pages share with it
          // (each a round trip, six at a time, on a phone's connection). Lazy pages keep their own.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
