import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.TRILHA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/files': api, '/dev': api },
  },
  // The manifest lets e2e/bundle-size.spec.ts measure what a student's first load fetches.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
