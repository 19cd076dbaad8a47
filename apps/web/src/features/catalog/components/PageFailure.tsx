import { Button, Container } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { StatusMessage } from '../../../components/StatusMessage';

/** True when the page cannot show: a malformed id in the address, or the read failed. */
export function pageFailed(id: number, query: UseQueryResult) {
  return !validId(id) || query.isError;
}
const validId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * What a course, module or lesson page shows instead of itself: "not found" (a bad id, or a 404:
 * another school's or a deleted one) with the way home, or the read's error with a retry.
 * `texts` names the page's own i18n keys.
 */
export function PageFailure({
  id,
  query,
  texts,
}: {
  id: number;
  query: UseQueryResult;
  texts: { notFoundTitle: string; notFoundText: string; errorTitle: string; backHome: string };
}) {
  const { t } = useTranslation();
  const notFound = !validId(id) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Container size="md" px={{ base: 'md', md: 'xl' }} py="xl">
      {notFound ? (
        <StatusMessage
          icon={<IconMoodEmpty />}
          title={t(texts.notFoundTitle)}
          description={t(texts.notFoundText)}
          action={
            <Button component={Link} to="/homepage" variant="light">
              {t(texts.backHome)}
            </Button>
          }
        />
      ) : (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t(texts.errorTitle)}
          description={query.error?.message}
          onRetry={() => void query.refetch()}
        />
      )}
    </Container>
  );
}
