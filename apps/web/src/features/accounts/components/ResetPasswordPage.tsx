import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock, IconShieldLock } from '@tabler/icons-react';
import { resetPasswordForm } from '@trilha/shared/accounts/auth-flows';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { fieldErrorKey } from './auth-field-errors';
import { AuthScreen } from './AuthScreen';

/** /redefinir-senha?token=…: a new password, twice; saving spends the link and signs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(fieldErrorKey(message)) : undefined);

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

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showSuccess(t('auth.reset.success'));
          void navigate('/homepage', { replace: true });
        },
      },
    ),
  );

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
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.register('password')}
            label={t('auth.reset.password')}
            autoComplete="new-password"
            autoFocus
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.reset.showPassword') }}
            error={fieldError(errors.password?.message)}
          />
          <PasswordInput
            {...form.register('password_confirmation')}
            label={t('auth.reset.confirmation')}
            autoComplete="new-password"
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.reset.showPassword') }}
            error={fieldError(errors.password_confirmation?.message)}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending || reset.isSuccess}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
