/** WCAG relative luminance of a #rgb / #rrggbb colour; null for anything else (a named colour). */
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour that reads best on a level's colour (black or white, by WCAG contrast): the
 * school picks any colour, and a mid-tone such as bronze fails with white at a badge's size.
 * Null when the colour is not hex, and the theme's autoContrast decides.
 */
export function textOn(color: string): '#000' | '#fff' | null {
  const l = luminance(color);
  if (l === null) return null;
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}
