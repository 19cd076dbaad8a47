import { asc, eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { signInRoles } from '../../test/builders';

/** The sessions and products the Níveis and Pontuação tests act with: Aurora's staff and a student, Boreal's admin. */
export type AdminFixture = {
  t: TestApp;
  owner: string;
  admin: string;
  moderator: string;
  student: string;
  borealAdmin: string;
  /** Aurora's first two products (Plano Essencial, Plano Completo) and Boreal's first. */
  essencial: number;
  completo: number;
  borealProduct: number;
};

export async function adminFixture(): Promise<AdminFixture> {
  const t = await createTestApp();
  const { owner, admin, moderator, student, borealAdmin } = await signInRoles(t);
  const ids = async (tenantId: number) =>
    (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.id))).map(
      (p) => p.id,
    );
  const [essencial = 0, completo = 0] = await ids(1);
  const [borealProduct = 0] = await ids(2);
  return { t, owner, admin, moderator, student, borealAdmin, essencial, completo, borealProduct };
}
