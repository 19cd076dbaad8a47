import { LESSON_MIN_SECONDS, MAX_LESSON_SECONDS, PLAYBACK_RATE_MAX, PROGRESS_GAP_SECONDS } from '@trilha/shared/catalog/schemas';

/**
 * How the server believes watched time (docs/catalog.md "Progress"), as pure functions: the
 * service locks the row, asks `credit` what the report changes, and writes the answer.
 *
 * A report says where the player is (a video of ours) or how long the page has been open (an
 * embed or a text lesson, which the server cannot watch). What it adds is the advance since the
 * last report, but never more than the server's clock allows since then: the playback rate (2x
 * for our player, 1x for time on a page) with a tenth to spare for reports that arrive early or
 * late and for positions sent in whole seconds. A report more than PROGRESS_GAP_SECONDS after the
 * previous one adds nothing: the player stopped or was gone, and a silence must not pay for a jump.
 */

/** What one lesson asks: its duration (0 when unknown) and whether our own player plays it. */
export type LessonMedia = { durationSeconds: number; ownVideo: boolean };

/** The stored progress a report is measured against (null before the first report). */
export type Credit = {
  watchedSeconds: number;
  creditedSeconds: number;
  positionSeconds: number;
  reportedAt: Date | null;
  finishedAt: Date | null;
};

/** Reports that arrive early or late, and whole-second positions, are forgiven this fraction. */
const CREDIT_TOLERANCE = 0.1;

/** The believed seconds a lesson needs: 90% of a known duration, else a minimum on its page. Integer maths. */
export const neededSeconds = (durationSeconds: number) =>
  durationSeconds > 0 ? Math.ceil((durationSeconds * 9) / 10) : LESSON_MIN_SECONDS;

/**
 * A lesson with a known duration finishes by itself once enough time is believed; one without
 * (its length unknown, so the minimum is only a floor) waits for the student's "finished".
 */
export const finishesByItself = (lesson: LessonMedia) => lesson.durationSeconds > 0;

const rateOf = (lesson: LessonMedia) => (lesson.ownVideo ? PLAYBACK_RATE_MAX : 1) * (1 + CREDIT_TOLERANCE);

/** The new stored progress after a report at `now`; `before` null is the first report, which only starts the count. */
export function credit(before: Credit | null, report: { seconds: number; finished: boolean }, now: Date, lesson: LessonMedia): Credit {
  const cap = lesson.durationSeconds > 0 ? lesson.durationSeconds : MAX_LESSON_SECONDS;
  // A video's position ends with it; time on a page keeps counting, so a second visit can add to the first.
  const position = lesson.ownVideo ? Math.min(report.seconds, cap) : report.seconds;
  const elapsed = before?.reportedAt ? (now.getTime() - before.reportedAt.getTime()) / 1000 : 0;
  const advance = before ? position - before.positionSeconds : 0;
  const counts = elapsed > 0 && elapsed <= PROGRESS_GAP_SECONDS && advance > 0;
  const added = counts ? Math.min(advance, elapsed * rateOf(lesson)) : 0;
  const creditedSeconds = Math.min(cap, (before?.creditedSeconds ?? 0) + added);
  const enough = creditedSeconds >= neededSeconds(lesson.durationSeconds);
  const finishes = enough && (finishesByItself(lesson) || report.finished);
  return {
    watchedSeconds: Math.max(before?.watchedSeconds ?? 0, Math.min(position, cap)),
    creditedSeconds,
    positionSeconds: position,
    reportedAt: now,
    finishedAt: before?.finishedAt ?? (finishes ? now : null),
  };
}
