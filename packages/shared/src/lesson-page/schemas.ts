import { z } from 'zod';
import { isLessonEmbedUrl } from '../catalog/embed-hosts';
import { flagField, idParam, MAX_ID } from '../platform/http';
import {
  LESSON_COMMENT_MAX,
  LESSON_PAGE_MESSAGES as M,
  LESSON_TEMPLATES,
  LIVE_TITLE_MAX,
  MARQUEE_FONTS,
  MARQUEE_RADIUS_MAX,
  MARQUEE_RADIUS_MIN,
  MARQUEE_SPEED_DEFAULT,
  MARQUEE_SPEED_MAX,
  MARQUEE_SPEED_MIN,
  MARQUEE_TEXT_MAX,
  MARQUEE_TYPE,
  MARQUEE_WEIGHTS,
} from './constants';

export * from './constants';

const tenantId = z.coerce.number({ error: 'tenant_id inválido' }).int().positive().max(MAX_ID, { error: 'tenant_id inválido' });
export const tenantParams = z.object({ tenant: idParam });
export const lessonParams = z.object({ tenant: idParam, lessonId: idParam });
export const lessonCommentParams = z.object({ tenant: idParam, commentId: idParam });

// ---- Ajustes gerais (spec 001 §7 "Lesson settings") ----

export const lessonTemplate = z.union(
  LESSON_TEMPLATES.map((n) => z.literal(n)),
  { error: M.templateInvalid },
);

/** GET api/auth/tenants/template_settings/{tenant}: the body carries the comments switch (1/0) and the template. */
export const templateSettingsReply = z.object({ comment: z.union([z.literal(0), z.literal(1)]), theme_classes: lessonTemplate });
export type TemplateSettings = z.infer<typeof templateSettingsReply>;

/** POST /api/auth/comunidade/comentarios/activeComment `{comment, tenant_id}`: comment is 1/0 (or a boolean). */
export const activeCommentBody = z.object({ comment: flagField('Use 0 ou 1'), tenant_id: tenantId });

// ---- Lesson comments and likes (CONTRACT "Lessons and the lesson screen") ----

export const lessonCommentsQuery = z.object({
  /** Keyset: the last id of the previous page. */
  cursor: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  /** A comment's further replies (oldest first) instead of the lesson's comments. */
  parent_id: idParam.optional(),
});

export const lessonCommentBody = z.object({
  content: z.string({ error: M.commentRequired }).trim().min(1, M.commentRequired).max(LESSON_COMMENT_MAX, M.commentTooLong),
  parent_id: idParam.optional(),
});
export type LessonCommentInput = z.input<typeof lessonCommentBody>;

const person = z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() });

export const lessonReply = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  content: z.string(),
  user: person,
  /** Written by the school's staff: shown as the school's answer. */
  is_staff: z.boolean(),
  created_at: z.string(),
  /** Its author or staff may delete it. */
  can_delete: z.boolean(),
});
export type LessonReply = z.infer<typeof lessonReply>;

/** A top-level comment: its first replies (oldest first) and how many there are. */
export const lessonComment = lessonReply.extend({
  replies: z.array(lessonReply),
  replies_count: z.number().int(),
  /** A staff member has answered it (staff see unanswered questions marked). */
  answered: z.boolean(),
});
export type LessonComment = z.infer<typeof lessonComment>;

/** Newest first (replies with `?parent_id=`: oldest first). */
export const lessonCommentsReply = z.object({ data: z.array(lessonComment), next_page_url: z.string().nullable() });
export type LessonCommentsReply = z.infer<typeof lessonCommentsReply>;
export const lessonRepliesReply = z.object({ data: z.array(lessonReply), next_page_url: z.string().nullable() });
/** 201 reply to a comment or reply written. */
export const lessonCommentCreatedReply = z.object({ data: lessonComment });

/** PUT / DELETE .../like and GET .../like (path chosen by Trilha): the member's like and the count. */
export const lessonLikeReply = z.object({ liked: z.boolean(), likes_count: z.number().int() });
export type LessonLikeReply = z.infer<typeof lessonLikeReply>;

// ---- Letreiro (spec 001 §7 "Marquee") ----

const hexColor = z.string({ error: M.marqueeColorInvalid }).regex(/^#[0-9a-fA-F]{6}$/, { error: M.marqueeColorInvalid });
const optionalUrl = z
  .union([z.literal(''), z.null(), z.url({ protocol: /^https?$/, error: M.marqueeUrlInvalid }).max(2048, { error: M.marqueeUrlInvalid })], {
    error: M.marqueeUrlInvalid,
  })
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

/** The create/edit form (spec 001 §3 Marquee, §5, §9) and the body of create and update/{id}. */
export const marqueeForm = z.object({
  text: z.string({ error: M.marqueeTextRequired }).trim().min(1, M.marqueeTextRequired).max(MARQUEE_TEXT_MAX, M.marqueeTextTooLong),
  product_id: z.coerce
    .number({ error: M.marqueeProductRequired })
    .int({ error: M.marqueeProductRequired })
    .positive({ error: M.marqueeProductRequired })
    .max(MAX_ID, { error: M.marqueeProductRequired }),
  timer: z.coerce
    .number({ error: M.marqueeTimerInvalid })
    .int({ error: M.marqueeTimerInvalid })
    .min(MARQUEE_SPEED_MIN, M.marqueeTimerInvalid)
    .max(MARQUEE_SPEED_MAX, M.marqueeTimerInvalid)
    .default(MARQUEE_SPEED_DEFAULT),
  url: optionalUrl,
  type: z.literal(MARQUEE_TYPE).default(MARQUEE_TYPE),
  font: z.enum(MARQUEE_FONTS, { error: M.marqueeFontInvalid }).default('Poppins'),
  font_weight: z.coerce
    .number()
    .pipe(
      z.union(
        MARQUEE_WEIGHTS.map((w) => z.literal(w)),
        { error: M.marqueeWeightInvalid },
      ),
    )
    .default(400),
  border_radius: z.coerce
    .number({ error: M.marqueeRadiusInvalid })
    .int({ error: M.marqueeRadiusInvalid })
    .min(MARQUEE_RADIUS_MIN, M.marqueeRadiusInvalid)
    .max(MARQUEE_RADIUS_MAX, M.marqueeRadiusInvalid)
    .default(8),
  background_color: hexColor.default('#6C5CE7'),
  text_color: hexColor.default('#FFFFFF'),
});
export type MarqueeFormInput = z.input<typeof marqueeForm>;
export type MarqueeFormValues = z.output<typeof marqueeForm>;
export const marqueeBody = marqueeForm.extend({ tenant_id: tenantId });
export const marqueeParams = z.object({ id: idParam });

export const marquee = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  text: z.string(),
  product_id: z.number().int(),
  product_title: z.string(),
  timer: z.number().int(),
  url: z.string().nullable(),
  type: z.literal(MARQUEE_TYPE),
  font: z.enum(MARQUEE_FONTS),
  font_weight: z.number().int(),
  border_radius: z.number().int(),
  background_color: z.string(),
  text_color: z.string(),
});
export type Marquee = z.infer<typeof marquee>;
/** GET /api/auth/marquee/{tenant}: "response has a data list". */
export const marqueesReply = z.object({ data: z.array(marquee) });
export const marqueeReply = z.object({ data: marquee });

/**
 * GET /api/auth/aulas/{tenant}/{lessonId}/marquee: the marquee of a product that opens the lesson's
 * course, its `$nome_aluno` filled by the server with first names of holders (never e-mails or full
 * names); null when none applies.
 */
export const lessonMarqueeReply = z.object({
  data: marquee
    .pick({
      text: true,
      timer: true,
      url: true,
      font: true,
      font_weight: true,
      border_radius: true,
      background_color: true,
      text_color: true,
    })
    .extend({ names: z.array(z.string()) })
    .nullable(),
});
export type LessonMarquee = NonNullable<z.infer<typeof lessonMarqueeReply>['data']>;

// ---- Lives (docs/lives.md; has-live in CONTRACT "Notifications") ----

/** 12 hours: a longer "live" is a mistake in the end date, not a broadcast. */
export const LIVE_MAX_MS = 12 * 3600 * 1000;

export const liveForm = z
  .object({
    title: z.string({ error: M.liveTitleRequired }).trim().min(1, M.liveTitleRequired).max(LIVE_TITLE_MAX, M.liveTitleTooLong),
    stream_url: z.string({ error: M.liveUrlInvalid }).trim().max(2048, M.liveUrlInvalid).refine(isLessonEmbedUrl, M.liveUrlInvalid),
    starts_at: z.iso.datetime({ offset: true, error: M.liveTimesInvalid }),
    ends_at: z.iso.datetime({ offset: true, error: M.liveTimesInvalid }),
    /** Empty: the whole school sees it. */
    product_ids: z.array(idParam).max(100).default([]),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.starts_at);
    const end = Date.parse(v.ends_at);
    if (!(end > start)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: M.liveTimesInvalid });
    else if (end - start > LIVE_MAX_MS) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: M.liveTooLong });
  });
export type LiveFormInput = z.input<typeof liveForm>;
export const liveParams = z.object({ tenant: idParam, liveId: idParam });

export const live = z.object({
  id: z.number().int(),
  title: z.string(),
  stream_url: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Now between start and end. */
  on_air: z.boolean(),
});
export type Live = z.infer<typeof live>;
/** Staff list (path chosen by Trilha): upcoming and on air first, then the most recent past ones; bounded. */
export const livesReply = z.object({ data: z.array(live) });
export const liveReply = z.object({ data: live });

/** GET /api/platform/has-live (CONTRACT "Notifications"). */
export const hasLiveReply = z.object({
  show_live_alert: z.boolean(),
  live: z.object({ title: z.string(), watch_url: z.string() }).nullable(),
});
export type HasLiveReply = z.infer<typeof hasLiveReply>;

/** What /live?watch={id} plays (path chosen by Trilha): a live the member may watch, on air or not. */
export const watchLiveReply = z.object({ data: live.omit({ products: true }) });
export type WatchLive = z.infer<typeof watchLiveReply>['data'];
