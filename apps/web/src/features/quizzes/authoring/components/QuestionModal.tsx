import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Profile, Question, Quiz } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { QuestionForm } from './QuestionForm';

/** Closed (null), or open to write a new question (null) or edit one. */
export type QuestionModalState = { question: Question | null } | null;

type Props = { tenantId: number; quiz: Quiz; profiles: Profile[]; state: QuestionModalState; onClose: () => void };

export function QuestionModal({ tenantId, quiz, profiles, state, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const question = state?.question ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(question ? 'quizAuthoring.editQuestionTitle' : 'quizAuthoring.newQuestionTitle')}
      size="xl"
      fullScreen={phone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the form starts from the question (or empty) each time. */}
      {state !== null && <QuestionForm tenantId={tenantId} quiz={quiz} profiles={profiles} question={question} onDone={onClose} />}
    </Modal>
  );
}
