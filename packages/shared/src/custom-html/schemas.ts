import { z } from 'zod';
import { idParam, MAX_ID } from '../platform/http';
import {
  CUSTOM_HTML_MAX_BYTES,
  CUSTOM_HTML_MESSAGES as M,
  CUSTOM_HTML_PAGES,
  CUSTOM_HTML_SELECTOR_NAMES,
  CUSTOM_HTML_SELECTORS,
  CUSTOM_HTML_TITLE_MAX,
  SELECTOR_MESSAGE,
  utf8Bytes,
  type CustomHtmlSelector,
} from './constants';

export * from './constants';

/** A selector's value: an item's id, or 0 for "all" (spec 002 §5); null or absent when unselected. */
const selectorValue = z.number().int().min(0).max(MAX_ID).nullish();

/**
 * The block as the modal edits it (spec 002 §5): the form and the routes parse it with this one
 * schema. The page's own selectors must be chosen (0 is "all"); a specific module needs a specific
 * course, a specific lesson a specific module, so the choice is one place in the catalogue. The
 * output keeps the page's selectors as null for "all" and drops the others.
 */
export const customHtmlFields = z
  .object({
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(CUSTOM_HTML_TITLE_MAX, M.titleTooLong),
    html: z
      .string({ error: M.htmlRequired })
      .refine((html) => html.trim().length > 0, M.htmlRequired)
      .refine((html) => utf8Bytes(html) <= CUSTOM_HTML_MAX_BYTES, M.htmlTooLarge),
    page: z.enum(CUSTOM_HTML_PAGES, { error: M.pageRequired }),
    community_id: selectorValue,
    course_id: selectorValue,
    module_id: selectorValue,
    lesson_id: selectorValue,
  })
  .superRefine((value, ctx) => {
    const wanted: readonly CustomHtmlSelector[] = CUSTOM_HTML_SELECTORS[value.page];
    for (const name of wanted) {
      if (value[name] === null || value[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: M[SELECTOR_MESSAGE[name]] });
    }
    // "All" where the next selector names one item: the outer one must name its item too.
    const chain = wanted.filter((name) => name !== 'community_id');
    chain.forEach((name, i) => {
      const inner = chain[i + 1];
      if (inner && value[name] === 0 && (value[inner] ?? 0) > 0)
        ctx.addIssue({ code: 'custom', path: [name], message: M[SELECTOR_MESSAGE[name]] });
    });
  })
  .transform((value) => {
    const wanted: readonly CustomHtmlSelector[] = CUSTOM_HTML_SELECTORS[value.page];
    const pick = (name: CustomHtmlSelector) => (wanted.includes(name) && value[name] ? value[name] : null);
    return {
      title: value.title,
      html: value.html,
      page: value.page,
      community_id: pick('community_id'),
      course_id: pick('course_id'),
      module_id: pick('module_id'),
      lesson_id: pick('lesson_id'),
    };
  });
export type CustomHtmlFieldsInput = z.input<typeof customHtmlFields>;
export type CustomHtmlFields = z.output<typeof customHtmlFields>;

/** CONTRACT "Custom HTML": create and update carry `{ customHtml, tenant_id }`. */
export const customHtmlBody = z.object({ customHtml: customHtmlFields, tenant_id: idParam });

export const customHtmlIdParams = z.object({ id: idParam });
/** `all` lists every block of the school (the edit panel); a page lists that page's. */
export const customHtmlPageParams = z.object({ page: z.enum([...CUSTOM_HTML_PAGES, 'all']) });
/** The screen a student is on, to narrow a page's blocks to it (CONTRACT "Custom HTML": `?course_id=&module_id=&lesson_id=&community_id=`). */
export const customHtmlScreenQuery = z.object(
  Object.fromEntries(CUSTOM_HTML_SELECTOR_NAMES.map((name) => [name, idParam.optional()])) as Record<
    CustomHtmlSelector,
    z.ZodOptional<typeof idParam>
  >,
);
export type CustomHtmlScreen = z.infer<typeof customHtmlScreenQuery>;

/** A block as the edit panel and the student's pages read it; ids null = "all" or not the page's. */
export const customHtmlBlock = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The edit panel's list and the writes' replies only: a student's screen needs the frame, not the code. */
  html: z.string().optional(),
  page: z.enum(CUSTOM_HTML_PAGES),
  community_id: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  module_id: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  /** The sandboxed document that runs the block (docs/custom-html.md), versioned by its last change. */
  frame_url: z.string(),
  updated_at: z.string(),
});
export type CustomHtmlBlock = z.infer<typeof customHtmlBlock>;
export const customHtmlListReply = z.object({ data: z.array(customHtmlBlock) });
export type CustomHtmlListReply = z.infer<typeof customHtmlListReply>;
export const customHtmlMessageReply = z.object({ message: z.string(), data: customHtmlBlock });

/** The preview form's one field: the HTML being edited (posted into the preview's frame). */
export const customHtmlPreviewBody = z.object({
  html: z.string().refine((html) => utf8Bytes(html) <= CUSTOM_HTML_MAX_BYTES, M.htmlTooLarge),
});
