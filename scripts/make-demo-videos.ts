/**
 * `npx tsx scripts/make-demo-videos.ts`: the demo schools' lesson videos, one short clip per course
 * (apps/server/src/seed/assets/videos/), drawn frame by frame and encoded to H.264 MP4 here, with no
 * video tools on the machine (h264-mp4-encoder is x264 built to WebAssembly). Each clip looks like
 * the opening of a lesson: the school's colours, the course's name, moving shapes, and a caption
 * line that walks through the course's lessons. The files are committed; the seed reads their
 * length from the files themselves. Run again only when the demo courses change.
 */
import HME from 'h264-mp4-encoder';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoSchools } from '../apps/server/src/seed/data';
import { demoVideoName } from '../apps/server/src/seed/videos';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 20;
const SECONDS = 12;
const out = path.resolve(import.meta.dirname, '../apps/server/src/seed/assets/videos');

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function frameSvg(props: { school: string; course: string; captions: string[]; from: string; to: string; t: number }) {
  const { t } = props;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = WIDTH * (0.2 + 0.3 * i) + Math.sin(t * (0.6 + i * 0.25) + i) * 60;
      const cy = HEIGHT * 0.45 + Math.cos(t * (0.5 + i * 0.2) + i * 2) * 50;
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${90 + i * 30}" fill="#fff" opacity="${0.07 + i * 0.03}"/>`;
    })
    .join('');
  // The title rises in during the first second; the captions change every few seconds.
  const rise = Math.min(1, t / 1);
  const caption = props.captions[Math.floor(t / (SECONDS / props.captions.length)) % props.captions.length] ?? '';
  const progress = (t / SECONDS) * (WIDTH - 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${props.from}"/><stop offset="1" stop-color="${props.to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <text x="40" y="${70 - (1 - rise) * 20}" opacity="${rise}" font-family="DejaVu Sans, sans-serif" font-size="18" font-weight="700" fill="#fff" letter-spacing="2">${escapeXml(props.school.toUpperCase())}</text>
    <text x="40" y="${130 - (1 - rise) * 20}" opacity="${rise}" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(props.course)}</text>
    <rect x="0" y="${HEIGHT - 86}" width="${WIDTH}" height="86" fill="#000" opacity="0.45"/>
    <text x="40" y="${HEIGHT - 46}" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#fff">${escapeXml(caption)}</text>
    <rect x="40" y="${HEIGHT - 26}" width="${WIDTH - 80}" height="4" rx="2" fill="#fff" opacity="0.3"/>
    <rect x="40" y="${HEIGHT - 26}" width="${progress.toFixed(1)}" height="4" rx="2" fill="#fff"/>
  </svg>`;
}

async function clip(props: { school: string; course: string; captions: string[]; from: string; to: string }) {
  const encoder = await HME.createH264MP4Encoder();
  encoder.width = WIDTH;
  encoder.height = HEIGHT;
  encoder.frameRate = FPS;
  encoder.quantizationParameter = 30;
  encoder.speed = 5;
  encoder.initialize();
  for (let frame = 0; frame < SECONDS * FPS; frame++) {
    const svg = frameSvg({ ...props, t: frame / FPS });
    const rgba = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
    encoder.addFrameRgba(rgba);
  }
  encoder.finalize();
  const bytes = encoder.FS.readFile(encoder.outputFilename);
  encoder.delete();
  return Buffer.from(bytes);
}

await mkdir(out, { recursive: true });
for (const school of demoSchools) {
  for (const [ci, course] of school.courses.entries()) {
    const captions = course.modules.flatMap((m) => m.lessons.map((l) => l.title)).slice(0, 4);
    const bytes = await clip({ school: school.name, course: course.title, captions, from: school.primaryColor, to: school.accent });
    const file = path.join(out, demoVideoName(school.slug, ci));
    await writeFile(file, bytes);
    console.log(`${path.relative(process.cwd(), file)}: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}
