import type { GradedResult, QuestionType, QuizSettings, ResultProfile } from '@trilha/shared/quizzes/schemas';

/** What an attempt asked, as it was when it started (docs/quizzes.md "Snapshot"): grading reads only this. */
type SnapshotOption = { id: number; label: string; is_correct: boolean; weights: { profile_id: number; points: number }[] };
export type SnapshotQuestion = {
  id: number;
  text: string;
  type: QuestionType;
  points: number;
  feedback: string | null;
  options: SnapshotOption[];
};
export type Snapshot = { settings: QuizSettings; questions: SnapshotQuestion[]; profiles: ResultProfile[] };
/** Question id (as a JSON key) → the option ids ticked. */
export type Answers = Record<string, number[]>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Points earned on one question. single / true_false: all or nothing on the one right option.
 * multiple: every option counts, a wrong tick cancels a right one, never below 0:
 * points × max(0, (right ticked − wrong ticked) / right options). Ticking everything earns 0
 * unless every option is right.
 */
export function earnedOn(question: SnapshotQuestion, ticked: readonly number[]): number {
  const chosen = new Set(ticked);
  const right = question.options.filter((o) => o.is_correct);
  if (right.length === 0) return 0;
  if (question.type !== 'multiple') {
    return chosen.size === 1 && right.some((o) => chosen.has(o.id)) ? question.points : 0;
  }
  const rightTicked = right.filter((o) => chosen.has(o.id)).length;
  const wrongTicked = question.options.filter((o) => !o.is_correct && chosen.has(o.id)).length;
  return question.points * Math.max(0, (rightTicked - wrongTicked) / right.length);
}

/** The winning profile: most points, ties to the one first in the author's order (snapshot order). */
export function winningProfile(snapshot: Snapshot, answers: Answers): ResultProfile | null {
  const totals = new Map(snapshot.profiles.map((p) => [p.id, 0]));
  for (const question of snapshot.questions) {
    const chosen = new Set(answers[String(question.id)] ?? []);
    for (const option of question.options) {
      if (!chosen.has(option.id)) continue;
      for (const w of option.weights) if (totals.has(w.profile_id)) totals.set(w.profile_id, (totals.get(w.profile_id) ?? 0) + w.points);
    }
  }
  let best: ResultProfile | null = null;
  let bestPoints = -1;
  // Strictly greater: an equal total later in the order never displaces the earlier profile.
  for (const profile of snapshot.profiles) {
    const points = totals.get(profile.id) ?? 0;
    if (points > bestPoints) [best, bestPoints] = [profile, points];
  }
  return best;
}

export type Graded = { result: GradedResult; score: number | null; passed: boolean | null; profileId: number | null };

/**
 * Grades an attempt from its snapshot. Graded (`comun`): score = earned / total points as a
 * percentage, 2 decimals (0 when no question is worth points); passed = score >= goal. Behavioural:
 * the winning profile; score and passed null; no review (there is no right answer to show).
 */
export function grade(snapshot: Snapshot, answers: Answers): Graded {
  const { settings } = snapshot;
  if (settings.type === 'comportamental') {
    const profile = winningProfile(snapshot, answers);
    return {
      result: { score: null, passed: null, goal: null, profile, review: [] },
      score: null,
      passed: null,
      profileId: profile?.id ?? null,
    };
  }
  let total = 0;
  let earned = 0;
  const review: GradedResult['review'] = snapshot.questions.map((question) => {
    const ticked = answers[String(question.id)] ?? [];
    const got = earnedOn(question, ticked);
    total += question.points;
    earned += got;
    return {
      question_id: question.id,
      text: question.text,
      type: question.type,
      options: question.options.map((o) => ({ id: o.id, label: o.label })),
      your_option_ids: question.options.filter((o) => ticked.includes(o.id)).map((o) => o.id),
      correct_option_ids: question.options.filter((o) => o.is_correct).map((o) => o.id),
      points: question.points,
      earned: round2(got),
      feedback: question.feedback,
    };
  });
  const score = total > 0 ? round2((earned / total) * 100) : 0;
  const goal = settings.goal ?? 0;
  const passed = score >= goal;
  return { result: { score, passed, goal, profile: null, review }, score, passed, profileId: null };
}
