import { notificationPaths } from '@trilha/shared/notifications/paths';
import { useTranslation } from 'react-i18next';
import { UnsubscribePage } from '../../../components/unsubscribe/UnsubscribePage';

/** /notificacoes/cancelar?token= (docs/notifications.md "E-mail"): the digest's footer link, signed in or not. */
export function CancelNotificationMailPage() {
  const { t } = useTranslation();
  return (
    <UnsubscribePage
      title={t('notifications.mailCancelTitle')}
      endpoint={notificationPaths.unsubscribe()}
      invalid={t('notifications.mailLinkInvalid')}
      failed={t('notifications.mailCancelFailed')}
    />
  );
}
