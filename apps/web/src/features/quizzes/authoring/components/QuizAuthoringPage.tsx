import { Anchor, Button, Container, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock, IconPencil } from '@tabler/icons-react';
import { QUIZ_TYPES, type QuizType } from '@trilha/shared/quizzes/constants';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useQuiz } from '../api/get-quiz';
import { ProfilesEditor } from './ProfilesEditor';
import { QuestionList } from './QuestionList';
import { QuizBadges } from './QuizBadges';
import { QuizModal } from './QuizModal';
import { QUIZ_SECTION_PATH, quizPagePath } from './quiz-path';

/** A positive whole id from the address, else null (a hand-typed `?id=abc` is "not found", not a call). */
function idFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

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
  const quizId = idFrom(params.get('id'));

  if (!canEdit) {
    return (
      <PageFrame>
        <StatusMessage tone="error" icon={<IconLock />} title={t('quizAuthoring.forbidden')} action={<BackToHome />} />
      </PageFrame>
    );
  }
  if (quizId === null) return <NotFound />;
  if (tenantId === undefined) return <PageSkeleton />;
  const typed = QUIZ_TYPES.find((type) => type === params.get('type')) ?? null;
  return <QuizEditor tenantId={tenantId} quizId={quizId} typeInUrl={typed} />;
}

function QuizEditor({ tenantId, quizId, typeInUrl }: { tenantId: number; quizId: number; typeInUrl: QuizType | null }) {
  const query = useQuiz(tenantId, quizId);
  const navigate = useNavigate();
  const quiz = query.data;
  // The tab names the quiz once it is known (one owner of the title: this page's editor).
  usePageTitle(quiz?.name);

  // An address whose type is not the quiz's (hand-typed, or the quiz changed type) is put right.
  useEffect(() => {
    if (quiz && typeInUrl !== quiz.type) void navigate(quizPagePath(quiz), { replace: true });
  }, [quiz, typeInUrl, navigate]);

  if (query.isPending) return <PageSkeleton />;
  if (!quiz) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  return (
    <PageFrame>
      <QuizHeader tenantId={tenantId} quiz={quiz} />
      {quiz.type === 'comportamental' && <ProfilesEditor tenantId={tenantId} quiz={quiz} />}
      <QuestionList tenantId={tenantId} quiz={quiz} />
    </PageFrame>
  );
}

function QuizHeader({ tenantId, quiz }: { tenantId: number; quiz: Quiz }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm" component="header">
      <Anchor component={Link} to={QUIZ_SECTION_PATH} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('quizAuthoring.backToList')}
        </Group>
      </Anchor>
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

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={14} width={160} radius="sm" />
        <Skeleton height={32} width="60%" radius="sm" />
        <Skeleton height={20} width="40%" radius="sm" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    </PageFrame>
  );
}

function BackToHome() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/homepage" variant="light">
      {t('quizAuthoring.backHome')}
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <StatusMessage
        icon={<IconAlertTriangle />}
        title={t('quizAuthoring.notFound')}
        action={
          <Button component={Link} to={QUIZ_SECTION_PATH} variant="light">
            {t('quizAuthoring.backToList')}
          </Button>
        }
      />
    </PageFrame>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('quizAuthoring.quizLoadFailed')} onRetry={onRetry} />
    </PageFrame>
  );
}
