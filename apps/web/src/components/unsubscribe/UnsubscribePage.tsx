import { Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError } from '../../lib/api/client';
import { usePageTitle } from '../../lib/page-title';

/**
 * A mail's footer link out (study reminders, notification digests; docs/reminders.md,
 * docs/notifications.md "E-mail"): public, since the signed token in `?token=` is the whole
 * authority; it posts the token to the mail's own RFC 8058 endpoint and says what happened.
 */
export function UnsubscribePage({
  title,
  endpoint,
  invalid,
  failed,
}: {
  title: string;
  endpoint: string;
  invalid: string;
  failed: string;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const token = useSearchParams()[0].get('token') ?? '';
  // Once per token: a second visit answers the same, and nothing else changes.
  const result = useQuery({
    queryKey: ['unsubscribe', endpoint, token],
    queryFn: () => api<{ message: string }>(`${endpoint}?token=${encodeURIComponent(token)}`, { method: 'POST' }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const message =
    token === ''
      ? invalid
      : result.data
        ? result.data.message
        : result.error instanceof ApiError && result.error.status === 400
          ? result.error.message
          : result.error
            ? failed
            : null;
  return (
    <Container size="xs" py={64} component="main" id="conteudo">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h3">
            {title}
          </Title>
          {message === null ? (
            <Center>
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          ) : (
            <Text role="status">{message}</Text>
          )}
          <Anchor component={Link} to="/homepage">
            {t('common.goToSchool')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
