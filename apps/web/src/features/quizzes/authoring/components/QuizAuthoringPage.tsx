import { Button, Flex, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { QUIZ_TYPES, type QuizType } from '@trilha/shared/quizzes/constants';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StaffBackLink, StaffPageFrame, StaffPageProblem, StaffPageSkeleton } from '../../../../components/StaffPage';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { positiveId } from '../../../../lib/positive-id';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useQuiz } from '../api/get-quiz';
import { ProfilesEditor } from './ProfilesEditor';
import { QuestionList } from './QuestionList';
import { QuizBadges } from './QuizBadges';
import { QuizModal } from './QuizModal';
import { QUIZ_SECTION_PATH, quizPagePath } from './quiz-path';

/**
 * /quiz?id=&type= (spec 002 §2, docs/quizzes.md "Web"), editors only: the quiz's questions in order (drag or
 * keyboard to reorder) and, for a behavioural quiz, its result profiles. The type in the address
 * only says what to draw first; the quiz the server returns decides.
 */
export function QuizAuthoringPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const canEdit = useMe().data?.canEdit ?? false;
  const tenantId = useTenant().data?.id;
  const quizId = positiveId(params.get('id'));

  if (!canEdit) return <StaffPageProblem kind="forbidden" title={t('quizAuthoring.forbidden')} homeLabel={t('quizAuthoring.backHome')} />;
  if (quizId === null) return <NotFound />;
  if (tenantId === undefined) return <StaffPageSkeleton />;
  const typed = QUIZ_TYPES.find((type) => type === params.get('type')) ?? null;
  return <QuizEditor tenantId={tenantId} quizId={quizId} typeInUrl={typed} />;
}

function QuizEditor({ tenantId, quizId, typeInUrl }: { tenantId: number; quizId: number; typeInUrl: QuizType | null }) {
  const { t } = useTranslation();
  const query = useQuiz(tenantId, quizId);
  const navigate = useNavigate();
  const quiz = query.data;
  // The tab names the quiz once it is known (one owner of the title: this page's editor).
  usePageTitle(quiz?.name);

  // An address whose type is not the quiz's (hand-typed, or the quiz changed type) is put right.
  useEffect(() => {
    if (quiz && typeInUrl !== quiz.type) void navigate(quizPagePath(quiz), { replace: true });
  }, [quiz, typeInUrl, navigate]);

  if (query.isPending) return <StaffPageSkeleton />;
  if (!quiz) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return <StaffPageProblem kind="failed" title={t('quizAuthoring.quizLoadFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <StaffPageFrame>
      <QuizHeader tenantId={tenantId} quiz={quiz} />
      {quiz.type === 'comportamental' && <ProfilesEditor tenantId={tenantId} quiz={quiz} />}
      <QuestionList tenantId={tenantId} quiz={quiz} />
    </StaffPageFrame>
  );
}

function QuizHeader({ tenantId, quiz }: { tenantId: number; quiz: Quiz }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm" component="header">
      <StaffBackLink to={QUIZ_SECTION_PATH} label={t('quizAuthoring.backToList')} />
      {/* Side by side on wide screens; on a phone the button goes under the name, which keeps the width. */}
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {quiz.name}
          </Title>
          <QuizBadges quiz={quiz} full />
          {quiz.attempts_count > 0 && (
            <Text size="sm" c="dimmed">
              {t('quizAuthoring.attemptsNote', { count: quiz.attempts_count })}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
          onClick={() => setEditing(true)}
          style={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {t('quizAuthoring.editSettings')}
        </Button>
      </Flex>
      <QuizModal tenantId={tenantId} state={editing ? { quizId: quiz.id } : null} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StaffPageProblem
      kind="notFound"
      title={t('quizAuthoring.notFound')}
      back={{ to: QUIZ_SECTION_PATH, label: t('quizAuthoring.backToList') }}
    />
  );
}
