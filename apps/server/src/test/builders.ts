import { and, eq } from 'drizzle-orm';
import { communities, communityPosts, enrollments, products, quizAttempts, quizzes, users } from '../db/schema/index';
import type { Db } from '../platform/db/client';

/**
 * Test factories, in the style of Outline's: the one place that knows how the rows a test needs are
 * found or made (a person, a product and who holds it, a community, a post, a quiz and an attempt at it), so a test names what it
 * needs and not how the schema stores it. Rows are written straight through Drizzle: the routes that
 * make them have tests of their own. Each takes the database first (`t.ctx.db` in an API test).
 */

/** A seeded account's id by e-mail; `tenantId` when the same e-mail may exist in two schools. */
export async function userIdOf(db: Db, email: string, tenantId?: number): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(tenantId === undefined ? eq(users.email, email) : and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A school's product id by title. */
export async function productIdOf(db: Db, title: string, tenantId = 1): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.title, title)));
  if (!row) throw new Error(`no product ${title} in school ${tenantId}`);
  return row.id;
}

/** Gives a member a product, as a purchase or the staff's grant does. */
export async function enroll(db: Db, userId: number, productId: number, tenantId = 1) {
  await db.insert(enrollments).values({ tenantId, userId, productId });
}

/** A community with a title of its own, open to every member of Aurora unless `values` say otherwise. */
export async function buildCommunity(db: Db, values: Partial<typeof communities.$inferInsert> = {}) {
  const title = `Teste ${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await db
    .insert(communities)
    .values({ tenantId: 1, title, order: 99, ...values })
    .returning();
  if (!row) throw new Error('buildCommunity: no row');
  return row;
}

/** A post by `userId` in `communityId`, with no pictures or files. */
export async function buildPost(db: Db, post: { communityId: number; userId: number; tenantId?: number; title?: string; text?: string }) {
  const [row] = await db
    .insert(communityPosts)
    .values({ tenantId: 1, title: 'Uma pergunta', text: 'Alguém?', ...post })
    .returning();
  if (!row) throw new Error('buildPost: no row');
  return row;
}

/** A quiz of Aurora with a name of its own and no questions, unless `values` say otherwise. */
export async function buildQuiz(db: Db, values: Partial<typeof quizzes.$inferInsert> = {}) {
  const name = `Prova ${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await db
    .insert(quizzes)
    .values({ tenantId: 1, name, type: 'comun', goal: 50, ...values })
    .returning();
  if (!row) throw new Error('buildQuiz: no row');
  return row;
}

/**
 * An attempt by `userId` at `quizId`, started now with an empty snapshot; with `score`, submitted
 * and graded (passed when it reaches `goal`, 50 unless said).
 */
export async function buildAttempt(db: Db, attempt: { quizId: number; userId: number; tenantId?: number; score?: number; goal?: number }) {
  const { score, goal = 50, ...who } = attempt;
  const now = new Date();
  const graded = score === undefined ? {} : { submittedAt: now, score, passed: score >= goal };
  const [row] = await db
    .insert(quizAttempts)
    .values({ tenantId: 1, ...who, snapshot: { questions: [] }, startedAt: now, ...graded })
    .returning();
  if (!row) throw new Error('buildAttempt: no row');
  return row;
}

/** Signs in one account of each role of Aurora, and Boreal's admin (the demo schools' accounts). */
export async function signInRoles(t: { login: (email: string) => Promise<string> }) {
  const [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  return { owner, admin, moderator, student, borealAdmin };
}
