import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { quizCalls, type QuizCalls } from './test-support';

// The demo schools' quizzes (seed/aurora-quizzes.ts; docs/quizzes.md "Demo"), read through the API.

let t: TestApp;
let calls: QuizCalls;

beforeAll(async () => {
  t = await createTestApp();
  calls = quizCalls(t);
});
afterAll(() => t.close());

type Item = {
  quiz: { name: string; type: string; time_limit: string | null; questions_count: number };
  status: string;
  best_score: number | null;
  attempts: number;
  profile: { title: string } | null;
  place: { course_name: string } | null;
};
const byName = (items: Item[]) => Object.fromEntries(items.map((i) => [i.quiz.name, i]));

describe('the demo quizzes', () => {
  it('Aurora: a timed graded review for all, a behavioural quiz with three profiles, a graded quiz on a course', async () => {
    const owner = await t.login('owner@aurora.test');
    const list = (await calls.list(owner)).json()[2].data as {
      id: number;
      name: string;
      type: string;
      time_limit: string | null;
      course_id: number | null;
      questions_count: number;
      profiles_count: number;
      attempts_count: number;
      show_answers: number;
    }[];
    expect(list.map((q) => [q.name, q.type, q.time_limit, q.course_id === null, q.questions_count, q.profiles_count])).toEqual([
      ['Quiz: Fotografia com o Celular', 'comun', null, false, 3, 0],
      ['Qual é o seu jeito de aprender?', 'comportamental', null, true, 4, 3],
      ['Revisão geral da Escola Aurora', 'comun', '00:10:00', true, 5, 0],
    ]);
    // The demo keeps the right answers to passed attempts and to quizzes with no attempt left (finding 4).
    expect(list.map((q) => q.show_answers)).toEqual([0, 0, 0]);
    const review = list.find((q) => q.name === 'Revisão geral da Escola Aurora')!;
    const types = ((await calls.questions(owner, review.id)).json().data as { type: string }[]).map((q) => q.type);
    expect(new Set(types)).toEqual(new Set(['single', 'multiple', 'true_false']));
  });

  it('demo students have submitted attempts; the accounts the checks use start fresh', async () => {
    const bianca = byName((await calls.avaliacoes(await t.login('bianca@aurora.test'))).json().data as Item[]);
    expect(bianca['Revisão geral da Escola Aurora']).toMatchObject({ status: 'passed', attempts: 2, best_score: 100 });
    expect(bianca['Qual é o seu jeito de aprender?']).toMatchObject({ status: 'done', profile: { title: 'Explorador visual' } });
    const diego = byName((await calls.avaliacoes(await t.login('diego@aurora.test'))).json().data as Item[]);
    expect(diego['Revisão geral da Escola Aurora']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(diego['Quiz: Fotografia com o Celular']).toMatchObject({ status: 'passed', place: { course_name: 'Fotografia com o Celular' } });
    const aluno = (await calls.avaliacoes(await t.login('aluno@aurora.test'))).json().data as Item[];
    expect(aluno.every((i) => i.status === 'new' && i.attempts === 0)).toBe(true);
    expect(aluno).toHaveLength(3);
    // Patrícia holds only the mentoring course: the photography quiz is not hers.
    const patricia = (await calls.avaliacoes(await t.login('patricia@aurora.test'))).json().data as Item[];
    expect(patricia.map((i) => i.quiz.name).sort()).toEqual(['Qual é o seu jeito de aprender?', 'Revisão geral da Escola Aurora']);
  });

  it('Boreal has none', async () => {
    const admin = await t.login('admin@boreal.test');
    expect((await t.request({ url: '/api/auth/quiz/2', host: BOREAL, cookie: admin })).json()[2].data).toEqual([]);
  });
});
