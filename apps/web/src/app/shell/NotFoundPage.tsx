import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconMapOff size={36} stroke={1.5} aria-hidden />}
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionLabel={t('notFound.backHome')}
    />
  );
}
