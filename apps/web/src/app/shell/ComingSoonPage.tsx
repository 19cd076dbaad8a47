import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/** Sections whose screens arrive with later work (favourites, reviews, reminders, communities…). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconHourglassHigh size={36} stroke={1.5} aria-hidden />}
      title={t('common.comingSoon')}
      text={t('common.comingSoonText')}
      actionLabel={t('notFound.backHome')}
    />
  );
}
