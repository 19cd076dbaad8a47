import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconSend } from '@tabler/icons-react';
import { magicLinkBody } from '@trilha/shared/accounts/auth-flows';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestMagicLink } from '../api/request-magic-link';
import { EmailField } from './EmailField';

/**
 * "Entrar sem senha": asks for a sign-in link by e-mail. The answer is always the same neutral
 * text (the server never says whether the account exists); only a refusal such as 429 shows.
 * Embedded by the login page when the school turned magic links on.
 */
export function MagicLinkForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const request = useRequestMagicLink();
  const form = useForm({ resolver: zodResolver(magicLinkBody), defaultValues: { email: '' }, mode: 'onTouched' });
  const error = form.formState.errors.email?.message;

  if (request.isSuccess) {
    return (
      <Alert variant="light" color="school" icon={<IconMailCheck size={20} aria-hidden />} title={t('auth.magicForm.sent')} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('auth.checkInbox')}</Text>
          <Button variant="subtle" size="compact-sm" px={0} onClick={() => request.reset()}>
            {t('auth.otherEmail')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const onSubmit = form.handleSubmit((body) => request.mutate(body));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Text id={headingId} fw={700} c="white">
            {t('auth.magicForm.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('auth.magicForm.intro')}
          </Text>
        </div>
        {request.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {request.error.message}
          </Alert>
        )}
        <EmailField {...form.register('email')} autoFocus errorMessage={error} />
        <Button type="submit" size="md" fullWidth loading={request.isPending} leftSection={<IconSend size={18} aria-hidden />}>
          {t('auth.magicForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
