import sharp from 'sharp';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cover drawn locally (no network): a gradient, soft shapes and the title. */
export async function coverImage(props: {
  title: string;
  from: string;
  to: string;
  width?: number;
  height?: number;
  seed: number;
  /** Characters per line of the title (default 18: a wide cover). */
  lineChars?: number;
}) {
  const width = props.width ?? 640;
  const height = props.height ?? 360;
  const lineChars = props.lineChars ?? 18;
  const words = props.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= lineChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  // As large as the height allows, and never wider than the cover for the longest line.
  const fontSize = Math.round(Math.min(height / 8, (width * 0.86) / (Math.max(...lines.map((l) => l.length), 1) * 0.62)));
  const startY = height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((props.seed * 97 + i * 211) % width) + 0.5;
      const cy = ((props.seed * 53 + i * 137) % height) + 0.5;
      return `<circle cx="${cx}" cy="${cy}" r="${height / (2 + i)}" fill="#ffffff" opacity="${0.08 + i * 0.04}"/>`;
    })
    .join('');
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width * 0.07}" y="${startY + i * fontSize * 1.15}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${props.from}"/><stop offset="1" stop-color="${props.to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A square logo: the school's initial on its colour. */
export async function logoImage(props: { name: string; color: string; size?: number; wide?: boolean }) {
  const h = props.size ?? 200;
  const initial = escapeXml(props.name.replace(/^Escola\s+/i, '').charAt(0));
  // Bold sans glyphs average about 0.64 em: 0.8 leaves room for any name after the mark (trimmed below).
  const w = props.wide ? Math.round(h * 0.95 + props.name.length * h * 0.42 * 0.8 + h * 0.25) : h;
  const label = escapeXml(props.name);
  const svg = props.wide
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="0" y="${h * 0.1}" width="${h * 0.8}" height="${h * 0.8}" rx="${h * 0.2}" fill="${props.color}"/><text x="${h * 0.4}" y="${h * 0.66}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${h * 0.5}" fill="#fff">${initial}</text><text x="${h * 0.95}" y="${h * 0.66}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${h * 0.42}" fill="#fff">${label}</text></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" rx="${h * 0.22}" fill="${props.color}"/><text x="50%" y="${h * 0.68}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${h * 0.55}" fill="#fff">${initial}</text></svg>`;
  // The wide logo's width above is an estimate of the text: trimmed to what is drawn, so the mark and
  // the name sit centred wherever the logo is centred (an estimate alone left the login card's off centre).
  const image = sharp(Buffer.from(svg));
  return (props.wide ? image.trim({ threshold: 0 }) : image).png().toBuffer();
}
