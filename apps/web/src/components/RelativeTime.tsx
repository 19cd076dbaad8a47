import type { Language } from '@trilha/shared/platform/languages';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../lib/language';
import { fullDate, relativeTime } from './relative-time';

/**
 * A post's, comment's or notification's time, relative ("há 2 horas", spec 000 §9), with the full
 * date as its machine value and tooltip; a date that cannot be read says so (spec 000 §8).
 */
export function RelativeTime({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const locale = htmlLang(i18n.language as Language);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{t('common.dateUnknown')}</span>;
  return (
    <time dateTime={iso} title={fullDate(date, locale)}>
      {relativeTime(date, new Date(), locale)}
    </time>
  );
}
