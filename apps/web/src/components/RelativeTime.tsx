import type { Language } from '@trilha/shared/platform/languages';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../lib/language';
import { fullDate, relativeTime } from './relative-time';

/** A post's or comment's time, relative ("há 2 horas"), with the full date as its machine value and tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const locale = htmlLang(i18n.language as Language);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={fullDate(date, locale)}>
      {relativeTime(date, new Date(), locale)}
    </time>
  );
}
