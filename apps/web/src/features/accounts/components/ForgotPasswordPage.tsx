import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconKey, IconMailCheck } from '@tabler/icons-react';
import { forgotPasswordBody } from '@trilha/shared/accounts/auth-flows';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from './EmailField';
import { AuthScreen } from './AuthScreen';

/** /esqueci-senha: asks for a reset link; the answer is the same neutral text for every e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' }, mode: 'onTouched' });
  const error = form.formState.errors.email?.message;
  const onSubmit = form.handleSubmit((body) => forgot.mutate(body));
  const backToLogin = (
    <Button component={Link} to="/login" variant="subtle" color="gray" size="sm">
      {t('auth.backToLogin')}
    </Button>
  );

  if (forgot.isSuccess) {
    return (
      <AuthScreen icon={<IconMailCheck size={28} />} title={t('auth.forgot.sentTitle')}>
        <Alert variant="light" color="school" role="status">
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('auth.forgot.sent')}
            </Text>
            <Text size="sm">{t('auth.checkInbox')}</Text>
          </Stack>
        </Alert>
        <Button variant="light" size="md" fullWidth onClick={() => forgot.reset()}>
          {t('auth.otherEmail')}
        </Button>
        {backToLogin}
      </AuthScreen>
    );
  }

  return (
    <AuthScreen icon={<IconKey size={28} />} title={t('auth.forgot.title')}>
      <Text c="gray.3" ta="center">
        {t('auth.forgot.intro')}
      </Text>
      {forgot.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {forgot.error.message}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <EmailField {...form.register('email')} autoFocus errorMessage={error} />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </AuthScreen>
  );
}
