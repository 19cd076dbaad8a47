import { apiPath } from '../platform/api-path';

/** The lesson screen's API paths (spec 001 §7, CONTRACT "Lessons and the lesson screen"), registered by the server and called by the web app. */
export const lessonPagePaths = {
  // Página de aula settings (editors).
  /** The lesson template and the comments switch as Ajustes gerais edits them. */
  templateSettings: apiPath('/api/auth/tenants/template_settings/:tenant'),
  /** Turn the school's lesson comments on (1) or off (0). */
  commentsStatus: apiPath('/api/auth/comunidade/comentarios/activeComment'),

  // A lesson's comments and likes (members).
  comments: apiPath('/api/auth/aulas/:tenant/:lessonId/comments'),
  comment: apiPath('/api/auth/aulas/:tenant/comments/:commentId'),
  like: apiPath('/api/auth/aulas/:tenant/:lessonId/like'),

  // Marquees: the staff's list (Letreiro) and the one a lesson shows.
  marquees: apiPath('/api/auth/marquee/:tenant'),
  newMarquee: apiPath('/api/auth/marquee/create'),
  marqueeUpdate: apiPath('/api/auth/marquee/update/:id'),
  marquee: apiPath('/api/auth/marquee/:id'),
  /** The marquee a member sees on a lesson, or null. */
  lessonMarquee: apiPath('/api/auth/aulas/:tenant/:lessonId/marquee'),
};
