import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthScreen } from './AuthScreen';
import { NewPasswordForm } from './NewPasswordForm';

/** /redefinir-senha?token=…: a new password, twice; saving spends the link and signs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();

  const invalid =
    !token || (reset.error instanceof ApiError && reset.error.status === 400 && reset.error.issues?.[0]?.path === 'body.token');
  if (invalid) {
    return (
      <AuthScreen icon={<IconAlertCircle size={28} />} title={t('auth.reset.invalidTitle')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {t('auth.errors.invalidLink')}
        </Alert>
        <Button component={Link} to="/esqueci-senha" size="md" fullWidth>
          {t('auth.reset.newLink')}
        </Button>
        <Button component={Link} to="/login" variant="subtle" color="gray" size="sm">
          {t('auth.backToLogin')}
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen icon={<IconShieldLock size={28} />} title={t('auth.reset.title')}>
      <Text c="gray.3" ta="center">
        {t('auth.reset.intro')}
      </Text>
      {reset.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {reset.error.message}
        </Alert>
      )}
      <NewPasswordForm
        submitLabel={t('auth.reset.submit')}
        busy={reset.isPending || reset.isSuccess}
        onSave={(password) =>
          reset.mutate(
            { token, password },
            {
              onSuccess: () => {
                showSuccess(t('auth.reset.success'));
                void navigate('/homepage', { replace: true });
              },
            },
          )
        }
      />
    </AuthScreen>
  );
}
