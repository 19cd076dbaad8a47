import type { Quiz } from '@trilha/shared/quizzes/schemas';

/** Spec 002 §2: "Configurar" goes to /quiz with query parameters id and type. */
export const quizPagePath = (quiz: Pick<Quiz, 'id' | 'type'>) => `/quiz?id=${quiz.id}&type=${quiz.type}`;

/** Where /quiz leads back to: the page the panel opens on, with "Minhas avaliações" open (?painel=avaliacoes). */
export const QUIZ_SECTION_PATH = '/homepage?painel=avaliacoes';
