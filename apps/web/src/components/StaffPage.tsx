import { Anchor, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusMessage } from './StatusMessage';

/**
 * The frame and the states of a staff editor page opened from the edit panel (a course in the
 * studio, a quiz): the same width, skeleton and problems everywhere, each page giving its own words.
 */
export function StaffPageFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}

/** Loading: the back link, the title, `media` (a cover's shape, else a line) and three rows. */
export function StaffPageSkeleton({ media }: { media?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaffPageFrame>
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={14} width={160} radius="sm" />
        <Skeleton height={32} width="60%" radius="sm" />
        {media ?? <Skeleton height={20} width="40%" radius="sm" />}
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    </StaffPageFrame>
  );
}

/** The header's way back to the panel section the page was opened from. */
export function StaffBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

type Problem =
  | { kind: 'forbidden'; title: string; homeLabel: string }
  | { kind: 'notFound'; title: string; back: { to: string; label: string } }
  | { kind: 'failed'; title: string; onRetry: () => void };

/** Instead of the editor: not the page of this account (to the home), not there (back to the list), or not loaded (retry). */
export function StaffPageProblem(problem: Problem) {
  return (
    <StaffPageFrame>
      {problem.kind === 'forbidden' ? (
        <StatusMessage
          tone="error"
          icon={<IconLock />}
          title={problem.title}
          action={
            <Button component={Link} to="/homepage" variant="light">
              {problem.homeLabel}
            </Button>
          }
        />
      ) : problem.kind === 'notFound' ? (
        <StatusMessage
          icon={<IconAlertTriangle />}
          title={problem.title}
          action={
            <Button component={Link} to={problem.back.to} variant="light">
              {problem.back.label}
            </Button>
          }
        />
      ) : (
        <StatusMessage tone="error" icon={<IconAlertTriangle />} title={problem.title} onRetry={problem.onRetry} />
      )}
    </StaffPageFrame>
  );
}
