import type { QuizType } from '@trilha/shared/quizzes/schemas';
import { and, eq } from 'drizzle-orm';
import { quizAttempts, quizOptions, quizProfiles, quizQuestions, quizzes, users } from '../db/schema/index';
import { snapshotOf } from '../features/quizzes/snapshot';
import { grade, type Answers, type Snapshot } from '../features/quizzes/grading';
import type { Db } from '../platform/db/client';
import { must } from './must';
import type { DemoSchool } from './schools/types';

/**
 * Aurora's quizzes (docs/quizzes.md "Demo (seed/aurora-quizzes.ts)"): a graded review for every student with a
 * ten-minute limit and five questions of every type; a behavioural quiz with three profiles; and a
 * graded quiz placed on "Fotografia com o Celular", so only students who open that course see it.
 * A few demo students (not the accounts the checks sign in with) have submitted attempts, so the
 * lists and the staff's counts show history. Boreal has none: the section's empty state.
 */

type Option = { label: string; right?: boolean; weights?: Record<string, number> };
type DemoQuestion = { text: string; type: 'single' | 'multiple' | 'true_false'; points: number; options: Option[]; feedback?: string };
type DemoQuiz = {
  name: string;
  type: QuizType;
  goal: number | null;
  repeat: boolean;
  timeLimitSeconds: number | null;
  /** Index of the school's course it is placed on. */
  course?: number;
  profiles?: { key: string; title: string; description: string }[];
  questions: DemoQuestion[];
};

const REVIEW: DemoQuiz = {
  name: 'Revisão geral da Escola Aurora',
  type: 'comun',
  goal: 70,
  repeat: true,
  timeLimitSeconds: 600,
  questions: [
    {
      text: 'Na regra dos terços, onde ficam os pontos de maior interesse da foto?',
      type: 'single',
      points: 10,
      options: [
        { label: 'No centro exato da imagem' },
        { label: 'Nos cruzamentos das linhas que dividem a imagem em três partes', right: true },
        { label: 'Nos quatro cantos da imagem' },
      ],
      feedback: 'As quatro interseções guiam o olhar; um assunto no centro exato tende a deixar a foto estática.',
    },
    {
      text: 'Quais destas práticas ajudam a definir a persona de um negócio?',
      type: 'multiple',
      points: 10,
      options: [
        { label: 'Entrevistar clientes reais', right: true },
        { label: 'Analisar os dados de quem já compra', right: true },
        { label: 'Copiar a persona de um concorrente' },
        { label: 'Escolher o público pelo gosto pessoal do dono' },
      ],
      feedback: 'A persona nasce de pessoas reais: conversas e dados de clientes, não suposições.',
    },
    {
      text: 'Na regra 50-30-20, 20% da renda vai para o futuro: reserva de emergência e investimentos.',
      type: 'true_false',
      points: 10,
      options: [{ label: 'Verdadeiro', right: true }, { label: 'Falso' }],
      feedback: '50% para necessidades, 30% para desejos e 20% para o futuro.',
    },
    {
      text: 'Qual é o melhor horário para fotografar com luz natural suave?',
      type: 'single',
      points: 10,
      options: [
        { label: 'Meio-dia, com o sol a pino' },
        { label: 'A hora dourada, logo após o nascer ou antes do pôr do sol', right: true },
        { label: 'Qualquer horário: a luz do dia não muda' },
      ],
      feedback: 'Na hora dourada a luz é baixa e lateral: sombras suaves e cores quentes.',
    },
    {
      text: 'No balcão de check-in, quais destas perguntas você pode ouvir?',
      type: 'multiple',
      points: 10,
      options: [
        { label: 'Window or aisle seat?', right: true },
        { label: 'Do you have any bags to check?', right: true },
        { label: 'How would you like your steak?' },
        { label: 'Can I see your passport, please?', right: true },
      ],
      feedback: 'Assento, bagagem e documento: as três perguntas de todo check-in. O bife fica para o restaurante.',
    },
  ],
};

const PROFILE: DemoQuiz = {
  name: 'Qual é o seu jeito de aprender?',
  type: 'comportamental',
  goal: null,
  repeat: true,
  timeLimitSeconds: null,
  profiles: [
    {
      key: 'visual',
      title: 'Explorador visual',
      description:
        'Você aprende vendo: vídeos, imagens e exemplos fazem a teoria ganhar forma. Comece por Fotografia com o Celular e reveja os trechos das aulas que mostram a prática.',
    },
    {
      key: 'plan',
      title: 'Estrategista',
      description:
        'Você gosta de entender o porquê e de planejar. Metas, listas e números te motivam: Finanças Pessoais na Prática e Marketing Digital vão render muito.',
    },
    {
      key: 'talk',
      title: 'Comunicador',
      description:
        'Você aprende conversando e ensinando. Participe da Comunidade Aurora, tire dúvidas nas aulas e pratique com Inglês para Viagens.',
    },
  ],
  questions: [
    {
      text: 'Diante de um assunto novo, o que você faz primeiro?',
      type: 'single',
      points: 0,
      options: [
        { label: 'Procuro um vídeo ou um exemplo', weights: { visual: 3 } },
        { label: 'Leio o programa e defino metas', weights: { plan: 3 } },
        { label: 'Pergunto para quem já sabe', weights: { talk: 3 } },
      ],
    },
    {
      text: 'Como você prefere revisar uma aula?',
      type: 'single',
      points: 0,
      options: [
        { label: 'Revendo os trechos do vídeo', weights: { visual: 2 } },
        { label: 'Fazendo um resumo com tópicos', weights: { plan: 2 } },
        { label: 'Explicando o conteúdo para alguém', weights: { talk: 2 } },
      ],
    },
    {
      text: 'O que mais te motiva a concluir um curso?',
      type: 'single',
      points: 0,
      options: [
        { label: 'Ver o resultado do que aprendi', weights: { visual: 2, plan: 1 } },
        { label: 'Cumprir o plano que tracei', weights: { plan: 2 } },
        { label: 'Compartilhar a conquista com a turma', weights: { talk: 2, visual: 1 } },
      ],
    },
    {
      text: 'Quais destas atividades você faria num fim de semana livre?',
      type: 'multiple',
      points: 0,
      options: [
        { label: 'Fotografar a cidade', weights: { visual: 1 } },
        { label: 'Organizar as finanças do mês', weights: { plan: 1 } },
        { label: 'Encontrar amigos para conversar', weights: { talk: 1 } },
        { label: 'Assistir a um documentário', weights: { visual: 1, plan: 1 } },
      ],
    },
  ],
};

const PHOTO: DemoQuiz = {
  name: 'Quiz: Fotografia com o Celular',
  type: 'comun',
  goal: 60,
  repeat: false,
  timeLimitSeconds: null,
  course: 0,
  questions: [
    {
      text: 'Para desfocar o fundo de um retrato no celular, o que mais ajuda?',
      type: 'single',
      points: 10,
      options: [
        { label: 'Aproximar-se do assunto e afastá-lo do fundo', right: true },
        { label: 'Usar o zoom digital no máximo' },
        { label: 'Fotografar contra a luz do sol' },
      ],
      feedback: 'Quanto mais perto o assunto e mais longe o fundo, menor a profundidade de campo.',
    },
    {
      text: 'Linhas que guiam o olhar levam a atenção para o assunto principal.',
      type: 'true_false',
      points: 10,
      options: [{ label: 'Verdadeiro', right: true }, { label: 'Falso' }],
      feedback: 'Estradas, cercas e sombras conduzem o olhar até onde você quiser.',
    },
    {
      text: 'Quais ajustes fazem parte da edição básica de exposição?',
      type: 'multiple',
      points: 10,
      options: [{ label: 'Brilho', right: true }, { label: 'Sombras e realces', right: true }, { label: 'Trocar o fundo da foto' }],
      feedback: 'Brilho, sombras e realces acertam a luz; trocar o fundo já é montagem.',
    },
  ],
};

async function insertQuiz(db: Db, tenantId: number, quiz: DemoQuiz, courseIds: number[]) {
  const [row] = await db
    .insert(quizzes)
    .values({
      tenantId,
      name: quiz.name,
      type: quiz.type,
      goal: quiz.goal,
      published: true,
      repeat: quiz.repeat,
      // The right answers show once an attempt passed or none is left (docs/quizzes.md "The review").
      showAnswers: false,
      stopwatch: quiz.timeLimitSeconds !== null,
      timeLimitSeconds: quiz.timeLimitSeconds,
      courseId: quiz.course === undefined ? null : must(courseIds[quiz.course], `course ${quiz.course}`),
    })
    .returning({ id: quizzes.id });
  const quizId = must(row, quiz.name).id;
  const profileIds: Record<string, number> = {};
  for (const [i, profile] of (quiz.profiles ?? []).entries()) {
    const [p] = await db
      .insert(quizProfiles)
      .values({ tenantId, quizId, position: i + 1, title: profile.title, description: profile.description })
      .returning({ id: quizProfiles.id });
    profileIds[profile.key] = must(p, profile.title).id;
  }
  for (const [i, question] of quiz.questions.entries()) {
    const [q] = await db
      .insert(quizQuestions)
      .values({
        tenantId,
        quizId,
        position: i + 1,
        text: question.text,
        type: question.type,
        points: question.points,
        feedback: question.feedback ?? null,
      })
      .returning({ id: quizQuestions.id });
    const questionId = must(q, question.text).id;
    await db.insert(quizOptions).values(
      question.options.map((o, oi) => ({
        tenantId,
        questionId,
        position: oi + 1,
        label: o.label,
        isCorrect: o.right ?? false,
        weights: Object.entries(o.weights ?? {}).map(([key, points]) => ({ profile_id: must(profileIds[key], key), points })),
      })),
    );
  }
  return quizId;
}

/** A submitted attempt graded as the server grades one; `pick` chooses each question's option indexes. */
async function submittedAttempt(
  db: Db,
  props: { tenantId: number; quizId: number; snapshot: Snapshot; email: string; pick: number[][]; daysAgo: number },
) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, props.tenantId), eq(users.email, props.email)));
  const answers: Answers = {};
  props.snapshot.questions.forEach((q, i) => {
    answers[String(q.id)] = (props.pick[i] ?? []).map((oi) => must(q.options[oi], `option ${oi} of ${q.text}`).id);
  });
  const graded = grade(props.snapshot, answers);
  const startedAt = new Date(Date.now() - props.daysAgo * 86_400_000);
  await db.insert(quizAttempts).values({
    tenantId: props.tenantId,
    quizId: props.quizId,
    userId: must(user, props.email).id,
    snapshot: props.snapshot,
    answers,
    startedAt,
    deadline: props.snapshot.settings.time_limit ? new Date(startedAt.getTime() + 600_000) : null,
    submittedAt: new Date(startedAt.getTime() + 240_000),
    score: graded.score,
    passed: graded.passed,
    profileId: graded.profileId,
    result: graded.result,
  });
}

export async function seedQuizzes(db: Db, { school, courseIds }: { school: DemoSchool; courseIds: number[] }) {
  if (school.slug !== 'aurora') return;
  const t = school.id;
  const ids = {
    review: await insertQuiz(db, t, REVIEW, courseIds),
    profile: await insertQuiz(db, t, PROFILE, courseIds),
    photo: await insertQuiz(db, t, PHOTO, courseIds),
  };
  const snapshot = async (quiz: DemoQuiz, id: number) =>
    snapshotOf(
      db,
      {
        id,
        name: quiz.name,
        type: quiz.type,
        goal: quiz.goal,
        repeat: quiz.repeat,
        stopwatch: quiz.timeLimitSeconds !== null,
        timeLimitSeconds: quiz.timeLimitSeconds,
      },
      t,
    );
  const [review, profile, photo] = await Promise.all([
    snapshot(REVIEW, ids.review),
    snapshot(PROFILE, ids.profile),
    snapshot(PHOTO, ids.photo),
  ]);
  const attempt = (quizId: number, snap: Snapshot, email: string, pick: number[][], daysAgo: number) =>
    submittedAttempt(db, { tenantId: t, quizId, snapshot: snap, email, pick, daysAgo });
  // Bianca passes the review at the second try; Diego fails it once; both answer the profile quiz.
  await attempt(ids.review, review, 'bianca@aurora.test', [[1], [0, 2], [1], [1], [0, 1]], 6);
  await attempt(ids.review, review, 'bianca@aurora.test', [[1], [0, 1], [0], [1], [0, 1, 3]], 5);
  await attempt(ids.review, review, 'diego@aurora.test', [[0], [0, 1, 2, 3], [0], [0], [0]], 3);
  await attempt(ids.profile, profile, 'bianca@aurora.test', [[0], [0], [0], [0, 3]], 4);
  await attempt(ids.profile, profile, 'thiago@aurora.test', [[1], [1], [1], [1]], 2);
  await attempt(ids.photo, photo, 'diego@aurora.test', [[0], [0], [0, 1]], 1);
}
