import type { Language } from '@trilha/shared/platform/languages';
import { htmlLang } from '../../../lib/language';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day picked in a date field ("2026-12-31") as its last second in the browser's time zone, the instant access ends. */
export function endOfDay(day: string): string | null {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** The day an instant falls on here, as a date field holds it; '' for none. */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, the earliest day a date field offers: an access that ends tonight is still in the future. */
export const today = () => dayOf(new Date().toISOString());

/** "31/12/2026" in Portuguese and Spanish, the reader's own order in English. */
export const shortDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(htmlLang(language as Language), { day: '2-digit', month: '2-digit', year: 'numeric' });

/** An access whose end has come. */
export const isPast = (iso: string) => Date.parse(iso) <= Date.now();
