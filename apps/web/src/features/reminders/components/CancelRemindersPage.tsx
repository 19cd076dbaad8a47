import { reminderPaths } from '@trilha/shared/reminders/paths';
import { useTranslation } from 'react-i18next';
import { UnsubscribePage } from '../../../components/unsubscribe/UnsubscribePage';

/** /lembretes/cancelar?token= (docs/reminders.md): the reminder mail's footer link, signed in or not. */
export function CancelRemindersPage() {
  const { t } = useTranslation();
  return (
    <UnsubscribePage
      title={t('reminders.cancelTitle')}
      endpoint={reminderPaths.unsubscribe()}
      invalid={t('reminders.messages.linkInvalid')}
      failed={t('reminders.messages.failed')}
    />
  );
}
