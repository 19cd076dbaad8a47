import { useTranslation } from 'react-i18next';

/*
 * Drip (docs/catalog.md): a lesson with `release_at` is locked until then for this member. Its
 * moment is shown in the reader's language and time zone, as every date on the site is.
 */

/** "1 de mar." ("Mar 1"), with the year when it is not this year's: the rows' short form. */
export function releaseDay(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year }).format(date);
}

/** "1 de março de 2099" and its time ("09:00"), or no time when it opens at midnight (a whole day). */
export function releaseMoment(iso: string, language: string): { date: string; time: string | null } {
  const moment = new Date(iso);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(moment);
  const midnight = moment.getHours() === 0 && moment.getMinutes() === 0;
  return { date, time: midnight ? null : new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(moment) };
}

/** The texts of a release: `opensOn` a row's "Libera em 1 de mar.", `moment` the lesson page's "1 de março de 2099, 09:00". */
export function useReleaseText() {
  const { t, i18n } = useTranslation();
  return {
    opensOn: (iso: string) => t('lesson.drip.opensOn', { date: releaseDay(iso, i18n.language) }),
    moment: (iso: string) => {
      const { date, time } = releaseMoment(iso, i18n.language);
      return time ? t('lesson.drip.dateTime', { date, time }) : date;
    },
  };
}

/**
 * When a locked lesson opens, if drip is what holds it back: its `release_at`, unless the course
 * itself is locked for the member (then the plans are what they need, whatever the date). Null for
 * an open lesson and for one locked only by the course.
 */
export function releaseOf(lesson: { locked: boolean; release_at: string | null }, courseLocked = false): string | null {
  return lesson.locked && !courseLocked ? lesson.release_at : null;
}

/** When a module opens, if drip holds back every one of its lessons: the first of their dates. */
export function moduleReleaseOf(lessons: readonly { locked: boolean; release_at: string | null }[], courseLocked = false): string | null {
  const dates = lessons.map((lesson) => releaseOf(lesson, courseLocked));
  if (dates.length === 0 || dates.some((date) => date === null)) return null;
  return (dates as string[]).reduce((first, date) => (new Date(date) < new Date(first) ? date : first));
}
