import { Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { usePageTitle } from '../../../lib/page-title';
import { unsubscribeReminders } from '../api/reminders';

/**
 * /lembretes/cancelar?token= (docs/reminders.md): the reminder mail's footer link. Public, like the
 * one-click POST it makes: the signed token is the whole authority, so it works signed out.
 */
export function CancelRemindersPage() {
  const { t } = useTranslation();
  usePageTitle(t('reminders.cancelTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  // Once per token: a second visit answers the same, and nothing else changes.
  const result = useQuery({
    queryKey: ['reminders', 'unsubscribe', token],
    queryFn: () => unsubscribeReminders(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const message =
    token === ''
      ? t('reminders.messages.linkInvalid')
      : result.data
        ? result.data.message
        : result.error instanceof ApiError && result.error.status === 400
          ? result.error.message
          : result.error
            ? t('reminders.messages.failed')
            : null;
  return (
    <Container size="xs" py={64} component="main" id="conteudo">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h3">
            {t('reminders.cancelTitle')}
          </Title>
          {message === null ? (
            <Center>
              <Loader size="sm" aria-label={t('reminders.cancelling')} />
            </Center>
          ) : (
            <Text role="status">{message}</Text>
          )}
          <Anchor component={Link} to="/homepage">
            {t('reminders.backHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
