import { formatTimeLimit } from '@trilha/shared/quizzes/schemas';
import type { Db } from '../../platform/db/client';
import type { TakeableRow } from './attempts-repo';
import type { Snapshot } from './grading';
import { listProfiles, listQuestions } from './repo';

export type QuizSettingsRow = Pick<TakeableRow, 'id' | 'name' | 'type' | 'goal' | 'repeat' | 'stopwatch' | 'timeLimitSeconds'>;

/** What the attempt asks, with the right answers, weights, profiles and settings as they are now (the seed's attempts too). */
export async function snapshotOf(db: Db, quiz: QuizSettingsRow, tenantId: number): Promise<Snapshot> {
  const [questions, profiles] = await Promise.all([
    listQuestions(db, { tenantId, quizId: quiz.id }),
    quiz.type === 'comportamental' ? listProfiles(db, { tenantId, quizId: quiz.id }) : Promise.resolve([]),
  ]);
  return {
    settings: {
      id: quiz.id,
      name: quiz.name,
      type: quiz.type,
      goal: quiz.type === 'comun' ? quiz.goal : null,
      repeat: quiz.repeat ? 1 : 0,
      stopwatch: quiz.stopwatch ? 1 : 0,
      time_limit: quiz.timeLimitSeconds === null ? null : formatTimeLimit(quiz.timeLimitSeconds),
      questions_count: questions.length,
    },
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      points: q.points,
      feedback: q.feedback,
      options: q.options.map((o) => ({ id: o.id, label: o.label, is_correct: o.isCorrect, weights: o.weights })),
    })),
    profiles: profiles.map((p) => ({ id: p.id, title: p.title, description: p.description, image: p.image })),
  };
}
