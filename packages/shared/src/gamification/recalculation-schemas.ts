import { z } from 'zod';

/**
 * Recalculating everyone's points after the points per action change (docs/gamification.md "Levels, scoring,
 * plans and the ranking switch (administration)"): a rate-limited background job whose progress the owner
 * sees in the Pontuação drawer. GET /api/auth/ranking/gamification/recalculation/{tenant} (path chosen by
 * Trilha).
 */
export const RECALCULATION_STATES = ['idle', 'queued', 'running'] as const;
export const recalculationReply = z.object({
  state: z.enum(RECALCULATION_STATES),
  /** Students done and to do in the running recalculation (0 and 0 when idle). */
  done: z.number().int(),
  total: z.number().int(),
  /** When the last one finished (ISO-8601), or null. */
  finished_at: z.string().nullable(),
});
export type RecalculationReply = z.infer<typeof recalculationReply>;
/** How often the drawer asks while one runs. */
export const RECALCULATION_POLL_MS = 2000;
