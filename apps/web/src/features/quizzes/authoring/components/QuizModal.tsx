import { Alert, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useQuiz } from '../api/get-quiz';
import { QuizForm } from './QuizForm';

/** Closed (null), or open to create (quizId null) or to edit one (spec 002 §2 "a create modal, an edit modal"). */
export type QuizModalState = { quizId: number | null } | null;

export function QuizModal({ tenantId, state, onClose }: { tenantId: number; state: QuizModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const quizId = state?.quizId ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(quizId === null ? 'quizAuthoring.createTitle' : 'quizAuthoring.editTitle')}
      size="lg"
      fullScreen={phone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the form starts from the quiz (or empty) each time. */}
      {state !== null &&
        (quizId === null ? (
          <QuizForm tenantId={tenantId} quiz={null} onDone={onClose} />
        ) : (
          <EditQuiz tenantId={tenantId} quizId={quizId} onDone={onClose} />
        ))}
    </Modal>
  );
}

/** The edit modal reads the quiz by id (spec 002 §7 show/{id}): the list may be half an hour old. */
function EditQuiz({ tenantId, quizId, onDone }: { tenantId: number; quizId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const quiz = useQuiz(tenantId, quizId);
  if (quiz.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={36} radius="sm" />
        <Skeleton height={36} radius="sm" />
        <Skeleton height={120} radius="sm" />
      </Stack>
    );
  }
  if (!quiz.data) {
    return (
      <Alert color="red" role="alert">
        {t('quizAuthoring.quizLoadFailed')}
      </Alert>
    );
  }
  // The form reads its values once, when it mounts: a refetch in the background never swaps what is being typed.
  return <QuizForm tenantId={tenantId} quiz={quiz.data} onDone={onDone} />;
}
