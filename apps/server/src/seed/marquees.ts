import { marquees } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { must } from './must';
import type { DemoSchool } from './schools/types';

/**
 * Aurora's Letreiro (spec 001): one marquee, on the lessons Plano Completo opens, greeting two of
 * its students by first name. The other plans have none, so the staff can create one and the
 * students of Plano Essencial see the difference.
 */
export async function seedMarquees(db: Db, school: DemoSchool, productIds: number[]) {
  if (school.slug !== 'aurora') return;
  await db.insert(marquees).values({
    tenantId: school.id,
    productId: must(productIds[1], 'Plano Completo'),
    text: 'Bem-vindos, $nome_aluno e $nome_aluno! Nova aula ao vivo toda quinta.',
    timer: 40,
    font: 'Poppins',
    fontWeight: 500,
    borderRadius: 8,
    backgroundColor: '#7C3AED',
    textColor: '#FFFFFF',
  });
}
