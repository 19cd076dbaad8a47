import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A stand-in build: the page as Vite writes it and a manifest naming the lazy pages' chunks and styles. */
const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Trilha</title>
    <script type="module" crossorigin src="/assets/index-1.js" nonce="TRILHA_CSP_NONCE"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Shared-1.js'],
    css: ['assets/HomePage-1.css'],
  },
  '_Shared-1.js': { file: 'assets/Shared-1.js' },
  'src/features/accounts/components/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/LoginPage-1.css'],
  },
};

/** Writes the stand-in build to a temporary folder; `remove` deletes it. */
export async function standInWebDist() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trilha-web-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The page's CSP nonce, read from its header. */
export const pageNonce = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]!;
