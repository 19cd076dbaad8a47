/** Quizzes' types, limits and messages, zod-free (spec 002 §3, §5, §8, §9; docs/quizzes.md). */

/** Spec 002 §9: `comun` is graded (a pass mark), `comportamental` is behavioural (result profiles, no pass mark). */
export const QUIZ_TYPES = ['comun', 'comportamental'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** Single choice, multiple choice, true or false (CONTRACT "Quizzes"). */
export const QUESTION_TYPES = ['single', 'multiple', 'true_false'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A student's standing on a quiz (CONTRACT "Quizzes", my quizzes): `done` is a behavioural quiz answered. */
export const QUIZ_STATUSES = ['new', 'in_progress', 'passed', 'failed', 'done'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

/** One attempt: open until submitted (by the student, or by the deadline job with what was saved). */
export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;

/** Spec 002 §9: the quiz list is kept 1,800,000 ms (30 minutes). */
export const QUIZ_LIST_STALE_MS = 1_800_000;

/** Bounds of Trilha's choosing (docs/quizzes.md "The quiz"), so no input grows a row or a snapshot without end. */
export const QUIZ_NAME_MAX = 150;
export const QUIZ_GOAL_MAX = 100;
/** `hh` of `hh:mm:ss` is two digits. */
export const QUIZ_TIME_LIMIT_MAX_HOURS = 99;
export const QUESTION_TEXT_MAX = 2000;
export const QUESTION_POINTS_MAX = 1000;
export const QUESTION_FEEDBACK_MAX = 2000;
export const OPTION_LABEL_MAX = 500;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
/** True or false has exactly these two options. */
export const TRUE_FALSE_OPTIONS = 2;
export const WEIGHT_POINTS_MAX = 1000;
export const QUIZ_MAX_QUESTIONS = 100;
export const QUIZ_MAX_PROFILES = 10;
export const PROFILE_TITLE_MAX = 100;
export const PROFILE_DESCRIPTION_MAX = 2000;
export const PROFILE_IMAGE_MAX = 2048;

/** Spec 002 §5 and §8 word for word, then Trilha's own (attempts, questions, profiles, bounds). */
export const QUIZ_MESSAGES = {
  created: 'Avaliação criada com sucesso',
  updated: 'Avaliação editada com sucesso!',
  createFailed: 'Ocorreu um erro ao criar avaliação',
  deleteFailed: 'Não foi possivel excluir avaliação',
  timeLimitInvalid: 'Adicione um tempo limite valido!',
  nameRequired: 'Campo obrigatório',
  deleted: 'Avaliação excluída com sucesso',
  nameTooLong: 'O nome pode ter no máximo 150 caracteres.',
  typeInvalid: 'Selecione o tipo da avaliação.',
  goalInvalid: 'A meta deve ser uma porcentagem de 0 a 100.',
  typeLocked: 'O tipo não pode mudar depois que a avaliação tem questões.',
  notFound: 'Avaliação não encontrada.',
  placeNotFound: 'O item selecionado não existe nesta escola.',
  questionTextRequired: 'Escreva o enunciado da questão.',
  questionTextTooLong: 'O enunciado pode ter no máximo 2000 caracteres.',
  questionTypeInvalid: 'Selecione o tipo da questão.',
  pointsInvalid: 'Os pontos devem ser um número inteiro de 0 a 1000.',
  optionsCount: 'Uma questão tem de 2 a 10 alternativas.',
  trueFalseOptions: 'Verdadeiro ou falso tem exatamente 2 alternativas.',
  optionLabelRequired: 'Escreva o texto da alternativa.',
  optionLabelTooLong: 'A alternativa pode ter no máximo 500 caracteres.',
  oneCorrect: 'Marque exatamente uma alternativa correta.',
  someCorrect: 'Marque ao menos uma alternativa correta.',
  weightsOnlyBehavioural: 'Pesos de perfil só valem em avaliações comportamentais.',
  weightDuplicated: 'Cada perfil aparece uma vez por alternativa.',
  feedbackTooLong: 'A explicação pode ter no máximo 2000 caracteres.',
  tooManyQuestions: 'Uma avaliação pode ter no máximo 100 questões.',
  questionNotFound: 'Questão não encontrada.',
  questionCreated: 'Questão criada com sucesso.',
  questionUpdated: 'Questão editada com sucesso.',
  questionDeleted: 'Questão excluída com sucesso.',
  orderSaved: 'Ordem salva com sucesso.',
  orderInvalid: 'A nova ordem deve listar cada item uma vez.',
  profileTitleRequired: 'Escreva o título do perfil.',
  profileTitleTooLong: 'O título do perfil pode ter no máximo 100 caracteres.',
  profileDescriptionTooLong: 'A descrição do perfil pode ter no máximo 2000 caracteres.',
  profileImageInvalid: 'Use o endereço (http ou https) de uma imagem.',
  tooManyProfiles: 'Uma avaliação pode ter no máximo 10 perfis.',
  profilesOnlyBehavioural: 'Perfis de resultado só valem em avaliações comportamentais.',
  profileNotFound: 'Perfil não encontrado.',
  profileCreated: 'Perfil criado com sucesso.',
  profileUpdated: 'Perfil editado com sucesso.',
  profileDeleted: 'Perfil excluído com sucesso.',
  timeUp: 'O tempo desta avaliação acabou.',
  alreadySubmitted: 'Esta tentativa já foi enviada.',
  alreadyTaken: 'Você já fez esta avaliação.',
  noQuestions: 'Esta avaliação ainda não tem questões.',
  noProfiles: 'Esta avaliação ainda não tem perfis de resultado.',
  attemptNotFound: 'Tentativa não encontrada.',
  answerInvalid: 'Resposta inválida para esta avaliação.',
  answersSaved: 'Respostas salvas.',
} as const;
export type QuizMessageKey = keyof typeof QUIZ_MESSAGES;

/** `hh:mm:ss` of a number of seconds (the wire's time_limit, spec 002 §3). */
export function formatTimeLimit(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The parts of an `hh:mm:ss` time limit, or null when it is not one. */
export function splitTimeLimit(value: string | null | undefined): { hours: number; minutes: number; seconds: number } | null {
  const match = /^(\d{2}):([0-5]\d):([0-5]\d)$/.exec(value ?? '');
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]), seconds: Number(match[3]) };
}

/** Seconds of an `hh:mm:ss` time limit; null when there is none (or it is not one). */
export function timeLimitSeconds(value: string | null | undefined): number | null {
  const parts = splitTimeLimit(value);
  return parts ? parts.hours * 3600 + parts.minutes * 60 + parts.seconds : null;
}
