import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/**
 * /live?watch=…: the broadcast area is not built yet, so the page says so plainly instead of
 * showing a player that plays nothing. The header already applies the live-page rules.
 */
export function LivePage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconBroadcast size={36} stroke={1.5} aria-hidden />}
      title={t('live.title')}
      text={t('live.text')}
      actionLabel={t('live.backHome')}
    />
  );
}
