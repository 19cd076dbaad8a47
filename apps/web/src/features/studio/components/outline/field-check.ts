import type { z } from 'zod';
import { studioMessage } from '../studio-messages';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * One field of an autosaving panel checked by the schema the route checks with (moduleUpdateBody,
 * lessonUpdateBody), before anything is sent: its first refusal in the reader's language, or the
 * value as the schema gives it (trimmed, '' as null).
 */
export function checkField(schema: z.ZodType<Record<string, unknown>>, field: string, value: unknown): Checked<unknown> {
  const result = schema.safeParse({ [field]: value });
  if (result.success) return { ok: true, value: result.data[field] };
  return { ok: false, message: studioMessage(result.error.issues[0]?.message) ?? '' };
}

/**
 * Focuses an outline element by its `data-focus-id` once the screen has settled (after a delete the
 * row is gone and a dialog hands the focus back first).
 */
export function focusSoon(focusId: string) {
  window.setTimeout(() => document.querySelector<HTMLElement>(`[data-focus-id="${focusId}"]`)?.focus(), 0);
}
