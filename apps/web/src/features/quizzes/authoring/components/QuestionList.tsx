import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { QUIZ_MAX_QUESTIONS } from '@trilha/shared/quizzes/constants';
import type { Question, Quiz } from '@trilha/shared/quizzes/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { SortableList } from '../../../../components/SortableList';
import { SectionFailed } from '../../../../components/SectionLoader';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeleteQuestion } from '../api/delete-question';
import { useProfiles } from '../api/get-profiles';
import { useQuestions } from '../api/get-questions';
import { useOrderQuestions } from '../api/order-items';
import { QuestionModal, type QuestionModalState } from './QuestionModal';
import { QuestionRow } from './QuestionRow';
import { EmptyCard, LoadingRows } from './ListStates';
import { failureText, quizMessage, quizText } from './quiz-messages';

/** The name a question goes by in the drag announcements and buttons: its text, cut short. */
const SPOKEN_MAX = 60;
const spokenText = (text: string) => (text.length > SPOKEN_MAX ? `${text.slice(0, SPOKEN_MAX - 1)}…` : text);

/**
 * The /quiz page (docs/quizzes.md "Web"): the questions in the order students get them, reordered by dragging the
 * handle or with the keyboard (dnd-kit, as the panel's lists), saved on drop; a modal writes each.
 */
export function QuestionList({ tenantId, quiz }: { tenantId: number; quiz: Quiz }) {
  const { t } = useTranslation();
  const questions = useQuestions(tenantId, quiz.id);
  const behavioural = quiz.type === 'comportamental';
  const profiles = useProfiles(tenantId, quiz.id, behavioural);
  const order = useOrderQuestions(tenantId, quiz.id);
  const remove = useDeleteQuestion(tenantId, quiz.id);
  const [modal, setModal] = useState<QuestionModalState>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const list = questions.data;
  const count = list?.length ?? 0;
  // A behavioural question's options weigh the profiles: its modal waits for them.
  const ready = list !== undefined && (!behavioural || profiles.data !== undefined);

  const openNew = () => {
    // The server refuses the 101st (409); said before the form is filled in for nothing.
    if (count >= QUIZ_MAX_QUESTIONS) showError(null, quizText('tooManyQuestions'));
    else setModal({ question: null });
  };
  const reorder = (ordered: Question[]) =>
    order.mutate(ordered, { onError: (error) => showError(null, failureText(error, t('quizAuthoring.orderFailed'))) });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => showSuccess(quizMessage(reply.message) || quizText('questionDeleted')),
      onError: (error) => showError(null, failureText(error, t('quizAuthoring.deleteQuestionFailed'))),
      onSettled: () => setDeleting(null),
    });
  };
  const items = (list ?? []).map((question) => ({ ...question, title: spokenText(question.text) }));

  return (
    <Stack gap="md" component="section" aria-labelledby="quiz-questions-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl" id="quiz-questions-title">
            {t('quizAuthoring.questions')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quizAuthoring.questionsOf', { count, max: QUIZ_MAX_QUESTIONS })}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} disabled={!ready}>
          {t('quizAuthoring.newQuestion')}
        </Button>
      </Group>
      {questions.isPending ? (
        <LoadingRows rows={3} height={64} />
      ) : !list ? (
        <SectionFailed text={t('quizAuthoring.questionsLoadFailed')} onRetry={() => void questions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyCard
          icon={<IconListCheck size={36} stroke={1.5} aria-hidden />}
          title={t('quizAuthoring.noQuestions')}
          text={behavioural ? t('quizAuthoring.noQuestionsBehavioural') : t('quizAuthoring.noQuestionsGraded')}
        />
      ) : (
        <>
          {list.length > 1 && (
            <Text size="sm" c="dimmed">
              {t('quizAuthoring.reorderHint')}
            </Text>
          )}
          <SortableList items={items} label={t('quizAuthoring.questions')} dragTexts="quizAuthoring.drag" onReorder={reorder}>
            {(question) => (
              <QuestionRow
                key={question.id}
                question={question}
                position={items.indexOf(question) + 1}
                behavioural={behavioural}
                onEdit={() => ready && setModal({ question })}
                onDelete={() => setDeleting(question)}
              />
            )}
          </SortableList>
        </>
      )}
      <QuestionModal tenantId={tenantId} quiz={quiz} profiles={profiles.data ?? []} state={modal} onClose={() => setModal(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('quizAuthoring.deleteQuestionTitle')}
        text={t('quizAuthoring.deleteQuestionText', { text: spokenText(deleting?.text ?? '') })}
        confirm={t('quizAuthoring.deleteQuestionConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
