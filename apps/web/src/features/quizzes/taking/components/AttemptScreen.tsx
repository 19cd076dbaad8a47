import { Alert, Button, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import type { Answer } from '@trilha/shared/quizzes/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api/client';
import type { LoadedAttempt } from '../api/get-attempt';
import { saveAnswers } from '../api/save-answers';
import { useSubmitAttempt } from '../api/submit-attempt';
import { isAnswered, QuestionNavigator } from './QuestionNavigator';
import { QuestionView } from './QuestionView';
import { QuizTimer } from './QuizTimer';
import { SaveIndicator } from './SaveIndicator';
import { useAnswerSaver, type AnswerMap } from './use-answer-saver';
import classes from './QuizScreen.module.css';

type Props = {
  attempt: LoadedAttempt;
  /** A line the student must read above the screen (the server's 409, the time being up). */
  onNotice: (text: string) => void;
  /** The attempt is closed on the server but its result is not here yet: the loader asks for it. */
  onAwaitResult: () => void;
};

const toMap = (answers: Answer[]): AnswerMap => Object.fromEntries(answers.map((a) => [a.question_id, a.option_ids]));

/**
 * The quiz screen while the attempt is open (docs/quizzes.md "The quiz screen"): one question at a
 * time, the question's number in the address (a reload comes back to it), a navigator, progress,
 * answers saved as they go, the server's deadline, submit with a confirmation, and at 0 the
 * saved answers are submitted without asking.
 */
export function AttemptScreen({ attempt, onNotice, onAwaitResult }: Props) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const { quiz, questions } = attempt;
  const [search, setSearch] = useSearchParams();
  const index = Math.min(Math.max((Number(search.get('questao')) || 1) - 1, 0), questions.length - 1);
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submit = useSubmitAttempt(attempt.quiz_id, attempt.id);
  const { mutate } = submit;
  const finishing = useRef(false);
  const finishRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const saver = useAnswerSaver({
    initial: useMemo(() => toMap(attempt.answers), [attempt.answers]),
    save: (answers) => saveAnswers(attempt.quiz_id, attempt.id, answers),
    // Refused (time up, or sent from another tab): say why, then close the attempt for good.
    onClosed: (error) => {
      onNotice(error.message);
      void finishRef.current();
    },
  });
  const { flush, close } = saver;

  /** Saves what waits, then submits; a 409 means it is already closed: the result is asked for instead. */
  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    setSubmitError(null);
    await flush();
    close();
    mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          onNotice(error.message);
          onAwaitResult();
          return;
        }
        finishing.current = false;
        setSubmitError(error.message);
      },
    });
  }, [flush, close, mutate, onNotice, onAwaitResult]);
  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);

  const onExpire = useCallback(() => {
    onNotice(t('quizzes.screen.timeUp'));
    void finishRef.current();
  }, [onNotice, t]);

  const goTo = (i: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('questao', String(i + 1));
        return next;
      },
      { replace: true },
    );

  const total = questions.length;
  const answered = questions.filter((q) => isAnswered(saver.answers, q.id)).length;
  const question = questions[index];
  const busy = submit.isPending || submit.isSuccess;
  // The server starts no attempt without questions (409); an empty snapshot shows nothing to answer.
  if (!question) return null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Title order={1} size="h2" style={{ flex: 1, minWidth: 0 }}>
          {quiz.name}
        </Title>
        {attempt.deadline && <QuizTimer deadline={attempt.deadline} skew={attempt.skew} onExpire={onExpire} />}
      </Group>
      <Stack gap={6}>
        <Progress
          value={total ? (answered / total) * 100 : 0}
          size="md"
          radius="xl"
          transitionDuration={reduceMotion ? 0 : 200}
          aria-label={t('quizzes.screen.progress', { answered, total })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('quizzes.screen.progress', { answered, total })}
          </Text>
          <SaveIndicator state={saver.state} onRetry={() => void saver.flush()} />
        </Group>
      </Stack>
      {submitError && (
        <Alert color="red" role="alert" title={submitError}>
          <Button size="xs" variant="default" onClick={() => void finish()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      <div className={classes.layout}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-label={t('quizzes.screen.question', { n: index + 1, total })}
        >
          <Stack gap="xl">
            <QuestionView
              key={question.id}
              question={question}
              quizType={quiz.type}
              index={index}
              total={total}
              selected={saver.answers[question.id] ?? []}
              onChange={(ids) => saver.setAnswer(question.id, ids)}
            />
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                disabled={index === 0}
                onClick={() => goTo(index - 1)}
              >
                {t('quizzes.screen.previous')}
              </Button>
              {index < total - 1 ? (
                <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => goTo(index + 1)}>
                  {t('quizzes.screen.next')}
                </Button>
              ) : (
                <Button rightSection={<IconSend size={18} aria-hidden />} onClick={() => setConfirming(true)} loading={busy}>
                  {t('quizzes.screen.submit')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <QuestionNavigator questions={questions} answers={saver.answers} current={index} onGo={goTo} />
            <Button
              variant="light"
              fullWidth
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
              loading={busy}
            >
              {t('quizzes.screen.submit')}
            </Button>
          </Stack>
        </Paper>
      </div>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('quizzes.screen.confirmTitle')}
        centered
        transitionProps={reduceMotion ? { duration: 0 } : undefined}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('quizzes.screen.confirmText', { answered, total })}</Text>
          {answered < total && (
            <Text size="sm" fw={600}>
              {t('quizzes.screen.confirmUnanswered', { count: total - answered })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('quizzes.screen.keepGoing')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setConfirming(false);
                void finish();
              }}
            >
              {t('quizzes.screen.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
