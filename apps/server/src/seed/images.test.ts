import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoImage } from './images';

/** Columns at the left and right edge of an RGBA image that are fully transparent. */
async function emptyEdgeColumns(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const opaque = (x: number) => {
    for (let y = 0; y < info.height; y++) if (data[(y * info.width + x) * 4 + 3]! > 0) return true;
    return false;
  };
  let left = 0;
  while (left < info.width && !opaque(left)) left++;
  let right = 0;
  while (right < info.width && !opaque(info.width - 1 - right)) right++;
  return { left, right, width: info.width };
}

describe('seeded logos (issue 12: the login wordmark sat off centre)', () => {
  it.each(['Escola Aurora', 'Escola Boreal', 'Instituto Horizonte de Estudos'])(
    'the wide logo for %s ends where its drawing ends: no empty band on either side',
    async (name) => {
      const edges = await emptyEdgeColumns(await logoImage({ name, color: '#7C3AED', size: 120, wide: true }));
      expect(edges.left).toBe(0);
      expect(edges.right).toBe(0);
      expect(edges.width).toBeGreaterThan(200);
    },
  );
});
