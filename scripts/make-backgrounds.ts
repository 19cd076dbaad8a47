/**
 * Generates the 17 background presets of spec 002 §3 (apps/web/public/backgrounds/<slug>.webp)
 * and their swatch thumbnails (thumbs/<slug>.webp) from the colours in packages/shared, locally:
 * no downloads. Run: npx tsx scripts/make-backgrounds.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BACKGROUND_PRESETS } from '../packages/shared/src/appearance/schemas';

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/backgrounds');
const WIDTH = 1920;
const HEIGHT = 1080;

/** A deep diagonal wash with two soft glows: dark enough that white text stays readable on it. */
function svg(from: string, to: string, index: number): string {
  const glowX = 15 + ((index * 37) % 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="0.55" stop-color="${to}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX}%" cy="12%" r="60%">
      <stop offset="0" stop-color="${from}" stop-opacity="0.85"/>
      <stop offset="1" stop-color="${from}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow2" cx="${100 - glowX}%" cy="95%" r="45%">
      <stop offset="0" stop-color="${from}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${from}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect width="100%" height="100%" fill="url(#glow2)"/>
</svg>`;
}

await mkdir(path.join(outDir, 'thumbs'), { recursive: true });
for (const [index, preset] of BACKGROUND_PRESETS.entries()) {
  const image = sharp(Buffer.from(svg(preset.from, preset.to, index)));
  const full = await image.clone().webp({ quality: 80 }).toBuffer();
  const thumb = await image.clone().resize(160, 90).webp({ quality: 80 }).toBuffer();
  await writeFile(path.join(outDir, `${preset.slug}.webp`), full);
  await writeFile(path.join(outDir, 'thumbs', `${preset.slug}.webp`), thumb);
  console.log(`${preset.slug}.webp ${Math.round(full.length / 1024)} KB`);
}
