import sharp from 'sharp';

/**
 * The demo feeds' pictures (docs/communities.md), drawn locally like the covers (images.ts): one small SVG
 * scene per subject, its colours and shapes moved by `seed`, so no two posts show the same image.
 */
export const SCENES = [
  'sunset',
  'street',
  'thirds',
  'bokeh',
  'bars',
  'donut',
  'growth',
  'ticket',
  'bowls',
  'vase',
  'glaze',
  'pots',
  'plate',
  'mat',
] as const;
export type Scene = (typeof SCENES)[number];

const W = 480;
const H = 360;

/** A small deterministic generator (mulberry32): the same seed draws the same picture on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

type Draw = (r: () => number, hue: number) => string;

const draw: Record<Scene, Draw> = {
  // A horizon at golden hour, two ridges and the sun's reflection on water.
  sunset: (r, hue) => {
    const sunX = 80 + r() * 320;
    const ridge = (y: number, l: number) =>
      `<path d="M0 ${y} ${Array.from({ length: 7 }, (_, i) => `L${i * 80} ${y - 20 - r() * 60}`).join(' ')} L480 ${y} L480 ${H} L0 ${H}Z" fill="${hsl(hue + 250, 30, l)}"/>`;
    return `<defs>${gradient('s', hsl(hue + 20, 85, 62), hsl(hue + 340, 70, 38))}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      <circle cx="${sunX}" cy="${150 + r() * 40}" r="${34 + r() * 14}" fill="${hsl(hue + 45, 95, 75)}"/>${ridge(250, 30)}${ridge(290, 18)}
      <rect y="300" width="${W}" height="60" fill="${hsl(hue + 220, 40, 22)}"/><rect x="${sunX - 30}" y="304" width="60" height="4" fill="${hsl(hue + 45, 90, 70)}" opacity=".7"/>`;
  },
  // A road and a row of posts running to one vanishing point: lines that lead the eye.
  street: (r, hue) => {
    const vx = 140 + r() * 200;
    const vy = 120 + r() * 40;
    const posts = Array.from({ length: 7 }, (_, i) => {
      // From the nearest post (t = 1) to the farthest, each on the line from the road's edge to the vanishing point.
      const t = 1 - i / 8;
      const height = 8 + 230 * t;
      return `<rect x="${vx + (W * 0.97 - vx) * t}" y="${vy + (H - vy) * t - height}" width="${2 + 9 * t}" height="${height}" fill="${hsl(hue, 15, 20)}"/>`;
    }).join('');
    return `<defs>${gradient('s', hsl(hue + 190, 60, 78), hsl(hue + 200, 40, 92))}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      <rect y="${vy}" width="${W}" height="${H - vy}" fill="${hsl(hue + 90, 25, 55)}"/><path d="M${vx} ${vy} L${W * 0.85} ${H} L${W * 0.1} ${H}Z" fill="${hsl(hue, 5, 35)}"/>
      <path d="M${vx} ${vy} L${W * 0.47} ${H}" stroke="#fff" stroke-width="5" stroke-dasharray="18 14"/>${posts}`;
  },
  // A subject on a third of the frame, with the camera's grid drawn over it.
  thirds: (r, hue) => {
    const cx = r() < 0.5 ? W / 3 : (2 * W) / 3;
    const cy = r() < 0.5 ? H / 3 : (2 * H) / 3;
    return `<defs>${gradient('s', hsl(hue + 160, 35, 70), hsl(hue + 120, 40, 45))}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      <path d="M${cx} ${cy + 10} L${cx} ${H}" stroke="${hsl(hue + 30, 40, 25)}" stroke-width="10"/><circle cx="${cx}" cy="${cy}" r="${48 + r() * 20}" fill="${hsl(hue + 100, 55, 32)}"/>
      <g stroke="#fff" stroke-opacity=".7" stroke-width="2"><path d="M160 0V360M320 0V360M0 120H480M0 240H480"/></g>`;
  },
  // A portrait's blurred background: soft lights behind a silhouette.
  bokeh: (r, hue) => {
    const lights = Array.from(
      { length: 14 },
      () =>
        `<circle cx="${r() * W}" cy="${r() * H}" r="${14 + r() * 36}" fill="${hsl(hue + r() * 60, 80, 70)}" opacity="${0.25 + r() * 0.4}"/>`,
    ).join('');
    const x = 150 + r() * 180;
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 230, 35, 18)}"/>${lights}
      <circle cx="${x}" cy="150" r="52" fill="${hsl(hue, 20, 12)}"/><path d="M${x - 110} ${H} Q${x} 170 ${x + 110} ${H}Z" fill="${hsl(hue, 20, 12)}"/>`;
  },
  // Weekly reach as bars, the last one highlighted.
  bars: (r, hue) => {
    const bars = Array.from({ length: 7 }, (_, i) => {
      const h = 50 + (i / 6) * 150 + r() * 60;
      return `<rect x="${50 + i * 58}" y="${310 - h}" width="40" height="${h}" rx="6" fill="${hsl(hue + 260, 65, i === 6 ? 55 : 78)}"/>`;
    }).join('');
    return `<rect width="${W}" height="${H}" fill="#fff"/><path d="M36 40V312H452" stroke="#CBD5E1" stroke-width="3" fill="none"/>${bars}`;
  },
  // A budget split 50-30-20 (or close to it) as a ring.
  donut: (r, hue) => {
    const shares = [0.5, 0.3, 0.2].map((s) => s + (r() - 0.5) * 0.06);
    const c = 2 * Math.PI * 100;
    let at = 0;
    const arcs = shares
      .map((s, i) => {
        const arc = `<circle cx="240" cy="180" r="100" fill="none" stroke="${hsl(hue + 260 + i * 70, 70, 55)}" stroke-width="48" stroke-dasharray="${s * c} ${c}" stroke-dashoffset="${-at * c}" transform="rotate(-90 240 180)"/>`;
        at += s;
        return arc;
      })
      .join('');
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 40, 40, 96)}"/>${arcs}`;
  },
  // A savings line climbing month by month.
  growth: (r, hue) => {
    let y = 290;
    const points = Array.from({ length: 12 }, (_, i) => {
      y -= 8 + r() * 22;
      return `${40 + i * 36},${Math.max(40, y)}`;
    });
    return `<rect width="${W}" height="${H}" fill="#F8FAFC"/><g stroke="#E2E8F0" stroke-width="2">${[80, 150, 220, 290].map((gy) => `<path d="M30 ${gy}H460"/>`).join('')}</g>
      <polyline points="40,300 ${points.join(' ')} 436,300" fill="${hsl(hue + 150, 60, 85)}" stroke="none"/>
      <polyline points="${points.join(' ')}" fill="none" stroke="${hsl(hue + 150, 70, 35)}" stroke-width="5" stroke-linejoin="round"/>`;
  },
  // A boarding pass on a map-blue background.
  ticket: (r, hue) => {
    const routes = ['GRU LIS', 'GIG JFK', 'CNF MIA', 'REC LHR'];
    const [from = '', to = ''] = (routes[Math.floor(r() * routes.length)] ?? '').split(' ');
    const text = (x: number, y: number, size: number, s: string, fill = '#0F172A') =>
      `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${s}</text>`;
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 200, 55, 45)}"/><rect x="40" y="80" width="400" height="200" rx="18" fill="#fff"/>
      <path d="M330 80V280" stroke="#CBD5E1" stroke-width="3" stroke-dasharray="8 8"/>${text(64, 180, 50, from)}${text(250, 180, 50, to)}
      ${text(190, 176, 40, '→', hsl(hue + 200, 55, 45))}${text(70, 240, 20, `GATE ${1 + Math.floor(r() * 30)}  SEAT ${10 + Math.floor(r() * 20)}A`, '#475569')}`;
  },
  // Hand-built bowls drying on a shelf.
  bowls: (r, hue) => {
    const bowls = Array.from({ length: 3 }, (_, i) => {
      const x = 40 + i * 145 + r() * 20;
      const w = 100 + r() * 30;
      return `<path d="M${x} 200 Q${x + w / 2} ${300 + r() * 20} ${x + w} 200Z" fill="${hsl(hue + 10 + r() * 25, 45, 45 + r() * 20)}"/><ellipse cx="${x + w / 2}" cy="200" rx="${w / 2}" ry="10" fill="${hsl(hue + 20, 30, 30)}"/>`;
    }).join('');
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 35, 30, 88)}"/><rect y="290" width="${W}" height="70" fill="${hsl(hue + 25, 35, 55)}"/>${bowls}`;
  },
  // A glazed vase on the wheel's table.
  vase: (r, hue) => {
    const x = 180 + r() * 120;
    const belly = 70 + r() * 30;
    return `<defs>${gradient('v', hsl(hue + 190, 50, 55), hsl(hue + 170, 45, 30), false)}</defs><rect width="${W}" height="${H}" fill="${hsl(hue + 30, 25, 90)}"/>
      <ellipse cx="${x}" cy="318" rx="130" ry="18" fill="${hsl(hue + 20, 20, 70)}"/>
      <path d="M${x - 28} 70 Q${x - 40} 120 ${x - belly} 210 Q${x - belly} 300 ${x - 40} 315 H${x + 40} Q${x + belly} 300 ${x + belly} 210 Q${x + 40} 120 ${x + 28} 70Z" fill="url(#v)"/>`;
  },
  // Glaze test tiles, each a different colour, as pinned on the studio's board.
  glaze: (r, hue) => {
    const tiles = Array.from({ length: 12 }, (_, i) => {
      const x = 50 + (i % 4) * 100;
      const y = 40 + Math.floor(i / 4) * 100;
      return `<rect x="${x}" y="${y}" width="80" height="80" rx="8" fill="${hsl(hue + r() * 200, 30 + r() * 50, 35 + r() * 35)}"/>`;
    }).join('');
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 30, 15, 82)}"/>${tiles}`;
  },
  // Herb pots on a balcony rail.
  pots: (r, hue) => {
    const pots = Array.from({ length: 3 }, (_, i) => {
      const x = 60 + i * 140;
      const leaves = Array.from(
        { length: 5 },
        (_, k) =>
          `<ellipse cx="${x + 50 + (k - 2) * 18}" cy="${180 - r() * 60}" rx="14" ry="34" fill="${hsl(hue + 100 + r() * 30, 55, 32 + r() * 20)}" transform="rotate(${(k - 2) * 18} ${x + 50} 230)"/>`,
      ).join('');
      return `${leaves}<path d="M${x} 230 H${x + 100} L${x + 88} 310 H${x + 12}Z" fill="${hsl(hue + 15, 55, 48)}"/>`;
    }).join('');
    return `<defs>${gradient('s', hsl(hue + 195, 70, 85), '#fff')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><rect y="310" width="${W}" height="50" fill="${hsl(hue, 10, 45)}"/>${pots}`;
  },
  // A plate seen from above on a wooden table.
  plate: (r, hue) => {
    const food = Array.from(
      { length: 9 },
      () =>
        `<circle cx="${240 + (r() - 0.5) * 150}" cy="${180 + (r() - 0.5) * 150}" r="${12 + r() * 20}" fill="${hsl(hue + r() * 120, 65, 40 + r() * 25)}"/>`,
    ).join('');
    return `<rect width="${W}" height="${H}" fill="${hsl(hue + 25, 40, 40)}"/><circle cx="240" cy="180" r="150" fill="#F8FAFC"/><circle cx="240" cy="180" r="118" fill="${hsl(hue + 40, 30, 92)}"/>${food}`;
  },
  // A yoga mat by the window at sunrise.
  mat: (r, hue) => {
    const sun = 60 + r() * 100;
    return `<defs>${gradient('s', hsl(hue + 30, 80, 80), hsl(hue + 200, 50, 85))}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      <circle cx="${360 - r() * 80}" cy="${sun}" r="36" fill="${hsl(hue + 45, 95, 70)}"/><rect x="40" y="40" width="140" height="200" fill="none" stroke="#fff" stroke-width="8"/>
      <path d="M110 40V240M40 140H180" stroke="#fff" stroke-width="5"/><rect y="280" width="${W}" height="80" fill="${hsl(hue + 30, 25, 62)}"/>
      <path d="M90 300 L390 300 L420 340 L60 340Z" fill="${hsl(hue + 280 + r() * 60, 50, 55)}"/>`;
  },
};

const sceneSvg = (scene: Scene, seed: number) => {
  const r = prng(seed);
  const hue = r() * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${draw[scene](r, hue)}</svg>`;
};

/**
 * A community's cover from a scene: drawn at 2.5 times its size (the SVG stays sharp) and cut to
 * a 5:2 band, as the config form's covers are shown.
 */
export function sceneCover(scene: Scene, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, seed)), { density: 180 })
    .resize(1200, 480, { fit: 'cover' })
    .webp({ quality: 74, effort: 1 })
    .toBuffer();
}

/** One post picture: 480×360 WebP of a few kilobytes. */
export function postImage(scene: Scene, seed: number): Promise<Buffer> {
  const svg = sceneSvg(scene, seed);
  // effort 1: half the encoding time of the default for the same few kilobytes (the seed runs at every first start).
  return sharp(Buffer.from(svg)).webp({ quality: 72, effort: 1 }).toBuffer();
}
