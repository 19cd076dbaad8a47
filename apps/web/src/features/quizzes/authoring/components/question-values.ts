import type { QuestionType } from '@trilha/shared/quizzes/constants';
import type { Profile, Question, QuestionBodyInput, questionBodyFor } from '@trilha/shared/quizzes/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** An option as the modal holds it: every profile of the quiz with its points (0 = none), in the profiles' order. */
export type OptionValues = { label: string; is_correct: boolean; weights: { profile_id: number; points: number }[] };
export type QuestionValues = Omit<QuestionBodyInput, 'options' | 'feedback'> & { options: OptionValues[]; feedback: string };
/** A question as the schema hands it over: right answers and weights kept or dropped for the quiz's type. */
export type CheckedQuestion = z.output<ReturnType<typeof questionBodyFor>>;
export type QuestionFormApi = UseFormReturn<QuestionValues, unknown, CheckedQuestion>;

const weightsFor = (profiles: Profile[], saved: { profile_id: number; points: number }[] = []) =>
  profiles.map((p) => ({ profile_id: p.id, points: saved.find((w) => w.profile_id === p.id)?.points ?? 0 }));

const blankOption = (profiles: Profile[]): OptionValues => ({ label: '', is_correct: false, weights: weightsFor(profiles) });

/** The modal's starting values: a new single-choice question with two empty options, or the saved one. */
export function toQuestionValues(question: Question | null, profiles: Profile[]): QuestionValues {
  if (!question) {
    return { text: '', type: 'single', points: 1, options: [blankOption(profiles), blankOption(profiles)], feedback: '' };
  }
  return {
    text: question.text,
    type: question.type,
    points: question.points,
    feedback: question.feedback ?? '',
    options: question.options.map((o) => ({ label: o.label, is_correct: o.is_correct, weights: weightsFor(profiles, o.weights) })),
  };
}

/**
 * The options after the question's type changes. True or false becomes exactly the two named
 * options (their ticks and weights kept where they were); single choice keeps one tick at most.
 */
export function optionsForType(type: QuestionType, options: OptionValues[], profiles: Profile[], names: [string, string]): OptionValues[] {
  if (type === 'multiple') return options;
  const kept = type === 'true_false' ? names.map((label, i) => ({ ...(options[i] ?? blankOption(profiles)), label })) : options;
  const first = kept.findIndex((o) => o.is_correct);
  return kept.map((o, i) => ({ ...o, is_correct: i === first }));
}

export const newOption = blankOption;

/** What goes on the wire: a behavioural option names only the profiles it gives points to. */
export function toQuestionBody(values: CheckedQuestion, behavioural: boolean): QuestionBodyInput {
  return {
    text: values.text,
    type: values.type,
    points: values.points,
    feedback: behavioural ? null : (values.feedback ?? null),
    options: values.options.map((o) => ({
      label: o.label,
      is_correct: behavioural ? false : o.is_correct,
      weights: behavioural ? o.weights.filter((w) => w.points > 0) : [],
    })),
  };
}
