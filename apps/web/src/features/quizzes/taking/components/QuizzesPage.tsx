import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useMyQuizzes } from '../api/get-my-quizzes';
import { QuizCard, QuizCardSkeleton } from './QuizCard';

const columns = { base: 1, sm: 2, lg: 3 };

/** /avaliacoes (spec 000 §2 "Avaliações"; docs/quizzes.md "Status on /avaliacoes"): the student's quizzes, each with where she stands. */
export function QuizzesPage() {
  const { t } = useTranslation();
  // The review account has no quizzes (the server's `features`): its address leads home.
  const offered = useMe().data?.features.reviews ?? true;
  const quizzes = useMyQuizzes(useTenant().data?.id, offered);
  usePageTitle(t('quizzes.title'));

  if (!offered) return <Navigate to="/homepage" replace />;
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('quizzes.title')}</Title>
          <Text c="dimmed">{t('quizzes.intro')}</Text>
        </Stack>
        {quizzes.isPending ? (
          <SimpleGrid cols={columns} spacing="lg" aria-busy aria-label={t('quizzes.loadingList')} role="status">
            {Array.from({ length: 3 }, (_, i) => (
              <QuizCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : quizzes.isError ? (
          <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('quizzes.errorTitle')} onRetry={() => void quizzes.refetch()} />
        ) : quizzes.data.length === 0 ? (
          <StatusMessage icon={<IconClipboardCheck />} title={t('quizzes.emptyTitle')} description={t('quizzes.emptyText')} />
        ) : (
          <SimpleGrid
            component="ul"
            cols={columns}
            spacing="lg"
            p={0}
            m={0}
            aria-label={t('quizzes.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {quizzes.data.map((item) => (
              <li key={item.quiz.id}>
                <QuizCard item={item} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
