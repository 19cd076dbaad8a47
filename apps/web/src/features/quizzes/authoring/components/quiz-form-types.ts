import type { quizForm, QuizForm } from '@trilha/shared/quizzes/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The quiz modal's values as typed (a number input may be '' while empty) and as the schema hands them over. */
export type QuizFormInput = z.input<typeof quizForm>;
export type QuizFormApi = UseFormReturn<QuizFormInput, unknown, QuizForm>;
