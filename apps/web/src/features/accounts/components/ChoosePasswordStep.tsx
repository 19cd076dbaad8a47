import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { AuthScreen } from './AuthScreen';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * After a welcome link signed in an account with no password yet (made by the school's staff, an
 * import or a sale): the student chooses one before going on, so the next visit needs no e-mail.
 */
export function ChoosePasswordStep({ school, onDone }: { school: string; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  return (
    <AuthScreen icon={<IconShieldLock size={28} />} title={t('auth.choosePassword.title')}>
      <Text c="gray.3" ta="center">
        {t('auth.choosePassword.intro', { school })}
      </Text>
      {change.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {change.error.message}
        </Alert>
      )}
      <NewPasswordForm
        submitLabel={t('auth.choosePassword.submit')}
        busy={change.isPending || change.isSuccess}
        onSave={(password) =>
          change.mutate(
            { password },
            {
              onSuccess: () => {
                showSuccess(t('auth.choosePassword.success'));
                onDone();
              },
            },
          )
        }
      />
    </AuthScreen>
  );
}
