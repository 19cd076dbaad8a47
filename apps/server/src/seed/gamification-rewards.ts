import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { lessons, products, quizzes, rewardPermissions, rewards } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { privateArea, type Storage } from '../platform/storage';
import { must } from './must';
import type { DemoSchool } from './schools/types';

/**
 * Aurora's rewards (docs/gamification.md "Rewards (administration)"), so the demo's Recompensa drawer and
 * the students' "Minhas recompensas" have something true: a badge at 100 points, a PDF guide for
 * passing the general review, and links for finishing the first lesson. Our own art and text, made
 * here (no network). Boreal has none: the drawer's empty state.
 */

/** A round badge with a star, drawn in SVG and encoded as the upload route would store it (WebP, 400 x 400). */
async function badgeImage(): Promise<Buffer> {
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 120 : 50;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    return `${(200 + Math.cos(a) * r).toFixed(1)},${(205 + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <circle cx="200" cy="200" r="190" fill="#7C3AED"/>
  <circle cx="200" cy="200" r="165" fill="#F5B400" stroke="#FFE082" stroke-width="10"/>
  <polygon points="${star}" fill="#FFFFFF" stroke="#B07F00" stroke-width="8" stroke-linejoin="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A one-page PDF with a few lines of text (Helvetica, no embedded fonts), offsets computed. */
function guidePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 20 Tf', '72 760 Td', '28 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedRewards(db: Db, storage: Storage, { school }: { school: DemoSchool }) {
  if (school.slug !== 'aurora') return;
  const t = school.id;
  const productIds = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, t), eq(products.status, 'active')))
      .orderBy(asc(products.id))
  ).map((row) => row.id);
  const plans = productIds.slice(0, 2);
  const [review] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, t), eq(quizzes.name, 'Revisão geral da Escola Aurora')))
    .limit(1);
  const [firstLesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.tenantId, t)).orderBy(asc(lessons.id)).limit(1);

  const badgeUrl = await storage.put(`tenants/${t}/seed/reward-explorer.webp`, await badgeImage(), 'image/webp');
  const guide = guidePdf([
    'Escola Aurora - Guia de estudos',
    'Parabens por passar na revisao geral!',
    '1. Revise as anotacoes de cada modulo.',
    '2. Pratique a regra dos tercos nas suas fotos.',
    '3. Compartilhe um trabalho na comunidade.',
  ]);
  const guideKey = `tenants/${t}/${privateArea('rewards')}/seed-guia-de-estudos.pdf`;
  await storage.put(guideKey, guide, 'application/pdf');

  const rows = await db
    .insert(rewards)
    .values([
      {
        tenantId: t,
        name: 'Explorador da Aurora',
        rewardType: 'score',
        neededScore: 100,
        description: 'Uma insígnia para quem chega aos 100 pontos na escola.',
        deliveryType: 'badge',
        badgeUrl,
        song: 'fanfare',
        animation: 'gold_level_up',
      },
      {
        tenantId: t,
        name: 'Guia de estudos da revisão',
        rewardType: 'quiz',
        quizId: must(review, 'the general review quiz').id,
        description: 'O guia em PDF para quem passa na revisão geral.',
        deliveryType: 'file',
        contentKey: guideKey,
        contentName: 'guia-de-estudos.pdf',
        contentType: 'application/pdf',
        song: 'victory',
        animation: 'trophy_1',
      },
      {
        tenantId: t,
        name: 'Primeira aula concluída',
        rewardType: 'lesson',
        lessonId: must(firstLesson, 'a first lesson').id,
        description: 'Materiais extras para quem termina a primeira aula.',
        deliveryType: 'link',
        links: ['https://pt.wikipedia.org/wiki/Regra_dos_ter%C3%A7os', 'https://pt.wikipedia.org/wiki/Fotografia'],
        song: 'chime',
        animation: 'congratulations',
      },
    ])
    .returning({ id: rewards.id });
  await db
    .insert(rewardPermissions)
    .values(rows.flatMap((row) => plans.map((productId) => ({ tenantId: t, rewardId: row.id, productId }))));
}
