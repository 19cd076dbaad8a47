import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconClipboardOff } from '@tabler/icons-react';
import type { Avaliacao } from '@trilha/shared/quizzes/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useAttempt } from '../api/get-attempt';
import { useMyQuizzes } from '../api/get-my-quizzes';
import { useStartAttempt } from '../api/start-attempt';
import { AttemptScreen } from './AttemptScreen';
import { QuizIntro } from './QuizIntro';
import { ResultView } from './ResultView';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<IconClipboardOff />}
      title={t('quizzes.screen.notFound')}
      action={
        <Button component={Link} to="/avaliacoes" variant="light">
          {t('quizzes.result.backToList')}
        </Button>
      }
    />
  );
}

/**
 * "Tentar novamente" after a result: the quiz must allow more attempts. Right after submitting, the
 * list may still say can_start from when this attempt was open (an open attempt can always be
 * resumed), so a quiz with repeat off never offers it here.
 */
const canRetry = (item: Avaliacao) => item.can_start && item.quiz.repeat === 1;

type Retry = { onRetry: () => void; retrying: boolean; retryError: string | null };

/** One attempt by its id in the address: the open screen, or its result once submitted. */
function AttemptLoader({
  quizId,
  attemptId,
  item,
  onNotice,
  retry,
}: {
  quizId: number;
  attemptId: number;
  item: Avaliacao;
  onNotice: (text: string) => void;
  retry: Retry;
}) {
  const { t } = useTranslation();
  // Closed on the server (time up, another tab) before this screen had the result: ask until it is there.
  const [awaiting, setAwaiting] = useState(false);
  const attempt = useAttempt(quizId, attemptId, awaiting);
  const { refetch } = attempt;
  const open = attempt.data?.status === 'in_progress';

  // A tab seen again reads the attempt again: the clock set from the server anew, a result graded meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && open) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [open, refetch]);

  const awaitResult = useCallback(() => setAwaiting(true), []);

  if (attempt.isPending) return <Loading />;
  if (attempt.isError)
    return attempt.error instanceof ApiError && [403, 404].includes(attempt.error.status) ? (
      <NotAvailable />
    ) : (
      <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('quizzes.screen.loadFailed')} onRetry={() => void refetch()} />
    );
  const data = attempt.data;
  if (data.status === 'submitted' && data.result)
    return (
      <Stack gap="lg">
        <Title order={1}>{data.quiz.name}</Title>
        <ResultView quiz={data.quiz} result={data.result} bestScore={item.best_score} canRetry={canRetry(item)} {...retry} />
      </Stack>
    );
  if (awaiting || data.status === 'submitted')
    return (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          {t('quizzes.screen.submitting')}
        </Group>
      </Center>
    );
  return <AttemptScreen key={data.id} attempt={data} onNotice={onNotice} onAwaitResult={awaitResult} />;
}

/**
 * /avaliacoes/:quizId (docs/quizzes.md "Web"). Without `tentativa` in the address: the quiz's rules and the
 * start, or straight back into the open attempt; with it: that attempt, open or graded.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const quizId = Number(useParams().quizId);
  const [search, setSearch] = useSearchParams();
  const attemptId = Number(search.get('tentativa')) || null;
  const offered = useMe().data?.features.reviews ?? true;
  const list = useMyQuizzes(useTenant().data?.id, offered);
  const item = list.data?.find((entry) => entry.quiz.id === quizId);
  const start = useStartAttempt(quizId);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(item?.quiz.name ?? t('quizzes.title'));

  // An open attempt resumes where it is (the card's "Continuar", a reload of the bare address).
  const openId = item?.open_attempt_id ?? null;
  useEffect(() => {
    if (attemptId === null && openId !== null) setSearch({ tentativa: String(openId) }, { replace: true });
  }, [attemptId, openId, setSearch]);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (attempt) => {
        setNotice(null);
        setSearch({ tentativa: String(attempt.id) });
      },
    });
  const startError = start.error?.message ?? null;

  if (!offered) return <Navigate to="/homepage" replace />;
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('quizzes.screen.loadFailed')} onRetry={() => void list.refetch()} />
    );
  else if (!item) body = <NotAvailable />;
  else if (attemptId !== null)
    body = (
      <AttemptLoader
        key={attemptId}
        quizId={quizId}
        attemptId={attemptId}
        item={item}
        onNotice={setNotice}
        retry={{ onRetry: begin, retrying: start.isPending, retryError: startError }}
      />
    );
  else
    body = (
      <Stack gap="lg">
        <Title order={1}>{item.quiz.name}</Title>
        <QuizIntro item={item} onStart={begin} starting={start.isPending} startError={startError} />
      </Stack>
    );

  return (
    <Container size="lg" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/avaliacoes" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('quizzes.screen.back')}
          </Group>
        </Anchor>
        {notice && (
          <Alert color="yellow" role="alert" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('common.close')}>
            {notice}
          </Alert>
        )}
        {body}
      </Stack>
    </Container>
  );
}
