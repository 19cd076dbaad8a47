import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { SectionLoader } from '../../../../components/SectionLoader';
import { showError, showSuccess } from '../../../../lib/toast';
import { useTenant } from '../../../../lib/tenant';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useQuizzes } from '../api/get-quizzes';
import { EmptyCard } from './ListStates';
import { QuizCard } from './QuizCard';
import { QuizModal, type QuizModalState } from './QuizModal';
import { failureText, quizMessage, quizText } from './quiz-messages';

/** Spec 002 "Minhas avaliações" (§2, §3, §4, §7, §8): the school's quizzes, the create and edit modal, the delete confirmation. */
export function QuizSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <QuizListSkeleton />;
  return <QuizzesPanel tenantId={tenantId} />;
}

/** The list's shape while it loads: three cards' worth of grey, announced as loading. */
function QuizListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('quizAuthoring.loading')} data-testid="quiz-list-skeleton">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="md" p="sm">
          <Stack gap={8}>
            <Skeleton height={14} width="60%" radius="sm" />
            <Skeleton height={10} width="40%" radius="sm" />
            <Group gap="xs">
              <Skeleton height={28} width={96} radius="sm" />
              <Skeleton height={28} width={28} radius="sm" />
              <Skeleton height={28} width={28} radius="sm" />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function QuizzesPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useQuizzes(tenantId);
  const remove = useDeleteQuiz(tenantId);
  const [modal, setModal] = useState<QuizModalState>(null);
  const [deleting, setDeleting] = useState<Quiz | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => showSuccess(quizMessage(reply.message) || quizText('deleted')),
      // Spec 002 §8: "Não foi possivel excluir avaliação", unless the server said why.
      onError: (error) => showError(null, failureText(error, quizText('deleteFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setModal({ quizId: null })} flex="none">
      {t('quizAuthoring.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('quizAuthoring.intro')}
      </Text>
      <SectionLoader query={list} failed={t('quizAuthoring.loadFailed')} placeholder={<QuizListSkeleton />}>
        {(quizzes) =>
          quizzes.length === 0 ? (
            <EmptyCard
              icon={<IconClipboardList size={36} stroke={1.5} aria-hidden />}
              title={t('quizAuthoring.empty')}
              text={t('quizAuthoring.emptyText')}
              action={createButton}
            />
          ) : (
            <Stack gap="sm" component="section" aria-labelledby="quiz-list-title">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Title order={3} fz="md" id="quiz-list-title">
                    {t('quizAuthoring.listTitle')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('quizAuthoring.count', { count: quizzes.length })}
                  </Text>
                </Stack>
                {createButton}
              </Group>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="quiz-list-title">
                {quizzes.map((quiz) => (
                  <QuizCard key={quiz.id} quiz={quiz} onEdit={() => setModal({ quizId: quiz.id })} onDelete={() => setDeleting(quiz)} />
                ))}
              </Stack>
            </Stack>
          )
        }
      </SectionLoader>
      <QuizModal tenantId={tenantId} state={modal} onClose={() => setModal(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('quizAuthoring.deleteTitle')}
        text={t('quizAuthoring.deleteText', { name: deleting?.name ?? '', count: deleting?.questions_count ?? 0 })}
        prompt={t('quizAuthoring.deletePrompt', { word: DELETE_CONFIRM_WORD })}
        confirm={t('quizAuthoring.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
