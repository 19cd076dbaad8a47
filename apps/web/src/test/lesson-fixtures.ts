import type { CourseDetailReply, LessonDetailReply } from '@trilha/shared/catalog/schemas';
import type { LessonComment, LessonReply } from '@trilha/shared/lesson-page/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { tenant } from './render-app';

/** Test support for the lesson page's tests: records as the server sends them. */

// The stubbed fetch (and jsdom's missing pieces) the communities' tests already use, shared rather than copied.
export { controlIntersection, held, serveFeed as serveApi } from '../features/communities/components/feed/test-feed';

const summary = { order: 1, duration_seconds: 300, finished: false, thumbnail_url: null, locked: false, release_at: null };

export function lessonOf(locked = false): LessonDetailReply {
  return {
    lesson: {
      id: 31,
      title: 'Mapeando seus gastos',
      slug: 'mapeando-seus-gastos',
      description: locked ? '' : '<p>Texto <strong>da aula</strong></p>',
      course_id: 3,
      course_title: 'Finanças Pessoais na Prática',
      module_id: 5,
      module_title: 'Organização',
      duration_seconds: 300,
      locked,
      release_at: null,
      video_url: locked ? null : '/files/aula.mp4',
      embed_url: null,
      progress: { started_at: null, watched_seconds: 0, credited_seconds: 0, needed_seconds: 270, finished_at: null },
      materials: [],
    },
    previous: { ...summary, id: 30, title: 'Boas-vindas', slug: 'boas-vindas', finished: true },
    next: { ...summary, id: 32, title: 'Orçamento 50-30-20', slug: 'orcamento-50-30-20', locked },
  };
}

export const courseOf = (): CourseDetailReply => ({
  course: {
    id: 3,
    title: 'Finanças Pessoais na Prática',
    description: '',
    cover_url: null,
    locked: false,
    lessons_count: 4,
    finished_count: 1,
    next_lesson: { id: 31, slug: 'mapeando-seus-gastos' },
  },
  modules: [
    {
      id: 5,
      title: 'Organização',
      order: 1,
      lessons: [
        { ...summary, id: 30, title: 'Boas-vindas', slug: 'boas-vindas', finished: true },
        { ...summary, id: 31, title: 'Mapeando seus gastos', slug: 'mapeando-seus-gastos', order: 2 },
        { ...summary, id: 32, title: 'Orçamento 50-30-20', slug: 'orcamento-50-30-20', order: 3 },
      ],
    },
    { id: 6, title: 'Investimentos', order: 2, lessons: [{ ...summary, id: 40, title: 'Renda fixa', slug: 'renda-fixa' }] },
  ],
});

/** Aurora with a lesson template and the comments switch. */
export const schoolWith = (theme_classes: number, lesson_comments = true): TenantReply => ({
  ...tenant,
  theme: { ...tenant.theme, theme_classes, lesson_comments },
});

const person = (id: number, name: string) => ({ id, name, photo_url: null });

export const replyOf = (id: number, parentId: number, extra: Partial<LessonReply> = {}): LessonReply => ({
  id,
  lesson_id: 31,
  parent_id: parentId,
  content: `Resposta ${id}`,
  user: person(5, 'Marina Lopes'),
  is_staff: false,
  created_at: new Date(Date.now() - 600_000).toISOString(),
  can_delete: false,
  ...extra,
});

export const lessonCommentOf = (id: number, extra: Partial<LessonComment> = {}): LessonComment => ({
  ...replyOf(id, 0),
  parent_id: null,
  content: `Comentário ${id}`,
  user: person(4, 'João Pereira'),
  replies: [],
  replies_count: 0,
  answered: false,
  ...extra,
});
