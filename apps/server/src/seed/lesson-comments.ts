import { and, eq } from 'drizzle-orm';
import { lessonComments, lessonLikes, lessons, users } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { must } from './must';
import type { DemoSchool } from './schools/types';

/** Who wrote it (the local part of a demo account of the school), how many hours ago, and what. */
type DemoLessonReply = { by: string; hoursAgo: number; text: string };
type DemoLessonComment = DemoLessonReply & { replies?: DemoLessonReply[] };
/** A lesson's talk: its comments (one level of replies) and the members who like it. */
type DemoLessonTalk = { lesson: string; comments: DemoLessonComment[]; likes: string[] };

/**
 * Escola Aurora's lessons as a newcomer finds them: a student's doubt answered by the school's
 * staff, a tip between students, a comment still waiting for an answer, and likes. Every author
 * and liker can open the lesson (checked below, as the API would).
 */
const auroraTalks: DemoLessonTalk[] = [
  {
    lesson: 'Regra dos terços na prática',
    likes: ['aluno', 'aluna', 'diego', 'bianca', 'thiago'],
    comments: [
      {
        by: 'aluno',
        hoursAgo: 70,
        text: 'Ativei a grade na câmera, mas no modo retrato ela some. É normal ou estou fazendo algo errado?',
        replies: [
          {
            by: 'moderador',
            hoursAgo: 66,
            text: 'É normal, João: em alguns aparelhos o modo retrato esconde a grade. Enquadre no modo foto com a grade e depois troque de modo sem mexer o celular, ou use a grade do editor ao recortar.',
          },
          { by: 'aluno', hoursAgo: 65, text: 'Funcionou! Obrigado, Camila.' },
        ],
      },
      {
        by: 'bianca',
        hoursAgo: 30,
        text: 'Dica para quem fotografa paisagem: coloque o horizonte na linha de baixo quando o céu estiver bonito e na de cima quando o chão for o interessante.',
        replies: [{ by: 'diego', hoursAgo: 28, text: 'Testei no pôr do sol de ontem e fez toda a diferença.' }],
      },
      { by: 'diego', hoursAgo: 5, text: 'A regra vale também para vídeo na vertical? Quero usar nos meus stories.' },
    ],
  },
  {
    lesson: 'Persona e público-alvo',
    likes: ['aluno', 'aluna', 'thiago'],
    comments: [
      {
        by: 'aluna',
        hoursAgo: 52,
        text: 'Posso ter mais de uma persona para o mesmo produto? Atendo tanto quem compra para si quanto quem compra para presente.',
        replies: [
          {
            by: 'admin',
            hoursAgo: 47,
            text: 'Pode, Marina, e no seu caso vale a pena: comece pela que traz mais vendas e monte a segunda depois. A aula de Jornada de compra mostra como falar com cada uma.',
          },
        ],
      },
    ],
  },
  {
    lesson: 'Reserva de emergência',
    likes: ['aluna', 'bianca', 'thiago', 'owner'],
    comments: [
      {
        by: 'thiago',
        hoursAgo: 96,
        text: 'Sou autônomo e minha renda muda muito de um mês para o outro. Quantos meses de reserva vocês recomendam nesse caso?',
        replies: [
          {
            by: 'owner',
            hoursAgo: 90,
            text: 'Para renda variável, mire em 6 a 12 meses do seu custo fixo, Thiago. Comece pelos primeiros três e deixe tudo com liquidez diária.',
          },
          { by: 'aluna', hoursAgo: 80, text: 'Também sou autônoma e separo 20% de cada pagamento assim que ele cai. Ajuda muito.' },
        ],
      },
      { by: 'bianca', hoursAgo: 12, text: 'Guardar a reserva na poupança ainda faz sentido ou é melhor um CDB com liquidez diária?' },
    ],
  },
];

/** Each demo school's lesson talks, by its slug. */
const demoTalks: Record<string, DemoLessonTalk[]> = { aurora: auroraTalks };

const HOUR = 3600 * 1000;

/**
 * A few lessons' comments, replies and likes (docs/lesson-page.md "Demo data"), so the lesson screen is alive
 * on a fresh clone. Rows go straight in; replies_count matches the rows; no domain event is written (the seed
 * is history, not news to notify). Times count back from now; ids follow time within each level, as the
 * screen orders by id.
 */
export async function seedLessonComments(db: Db, props: { school: DemoSchool; now?: number }) {
  const { school } = props;
  const talks = demoTalks[school.slug];
  if (!talks) return;
  const t = school.id;
  // Idempotent like the rest of the seed: a school whose lessons already have comments keeps them.
  const [existing] = await db.select({ id: lessonComments.id }).from(lessonComments).where(eq(lessonComments.tenantId, t)).limit(1);
  if (existing) return;
  const now = Math.floor((props.now ?? Date.now()) / 1000) * 1000;
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.tenantId, t))).map((u) => [u.email, u.id]),
  );

  const planned = await Promise.all(
    talks.map(async (talk) => {
      const [lesson] = await db
        .select({ id: lessons.id, courseId: lessons.courseId })
        .from(lessons)
        .where(and(eq(lessons.tenantId, t), eq(lessons.title, talk.lesson)))
        .limit(1);
      const found = must(lesson, `lesson ${talk.lesson} of ${school.name}`);
      const courseIndex = school.courses.findIndex((c) => c.modules.some((m) => m.lessons.some((l) => l.title === talk.lesson)));
      const member = (by: string) => {
        const person = must(
          school.users.find((u) => u.email === `${by}@${school.slug}.test`),
          `user ${by}`,
        );
        const opens =
          person.roles.some((r) => r !== 'student') || person.products.some((p) => school.products[p]?.courses.includes(courseIndex));
        if (!opens) throw new Error(`seed: ${person.email} cannot open ${talk.lesson}`);
        return must(ids.get(person.email), `row of ${person.email}`);
      };
      return { talk, lessonId: found.id, member };
    }),
  );

  // Who writes as the school: the staff flag and `answered` are kept on the rows (docs/lesson-page.md).
  const staff = new Set(
    school.users.filter((u) => u.roles.some((r) => r !== 'student')).map((u) => must(ids.get(u.email), `row of ${u.email}`)),
  );
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const tops = planned
    .flatMap(({ talk, lessonId, member }) => talk.comments.map((c) => ({ lessonId, c, userId: member(c.by) })))
    .sort((a, b) => b.c.hoursAgo - a.c.hoursAgo);
  const topRows = await db
    .insert(lessonComments)
    .values(
      tops.map(({ lessonId, c, userId }) => ({
        tenantId: t,
        lessonId,
        userId,
        authorIsStaff: staff.has(userId),
        answered: (c.replies ?? []).some((r) =>
          staff.has(
            must(
              planned.find((p) => p.lessonId === lessonId),
              'lesson',
            ).member(r.by),
          ),
        ),
        content: c.text,
        repliesCount: c.replies?.length ?? 0,
        createdAt: at(c.hoursAgo),
      })),
    )
    .returning({ id: lessonComments.id, lessonId: lessonComments.lessonId, createdAt: lessonComments.createdAt });
  const keyOf = (lessonId: number, when: Date) => `${lessonId}@${when.getTime()}`;
  const topIds = new Map(topRows.map((r) => [keyOf(r.lessonId, r.createdAt), r.id]));
  if (topIds.size !== tops.length) throw new Error(`seed: two comments of a lesson of ${school.name} share a time`);
  const replies = tops
    .flatMap(({ lessonId, c }) =>
      (c.replies ?? []).map((r) => ({
        lessonId,
        r,
        parentId: must(topIds.get(keyOf(lessonId, at(c.hoursAgo))), `comment of lesson ${lessonId}`),
        userId: must(
          planned.find((p) => p.lessonId === lessonId),
          'lesson',
        ).member(r.by),
      })),
    )
    .sort((a, b) => b.r.hoursAgo - a.r.hoursAgo);
  if (replies.length) {
    await db.insert(lessonComments).values(
      replies.map(({ lessonId, r, parentId, userId }) => ({
        tenantId: t,
        lessonId,
        userId,
        authorIsStaff: staff.has(userId),
        parentId,
        content: r.text,
        createdAt: at(r.hoursAgo),
      })),
    );
  }
  const likes = planned.flatMap(({ talk, lessonId, member }) => talk.likes.map((by) => ({ tenantId: t, lessonId, userId: member(by) })));
  if (likes.length) await db.insert(lessonLikes).values(likes);
}
