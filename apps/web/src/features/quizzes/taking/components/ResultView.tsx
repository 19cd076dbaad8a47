import { Alert, Badge, Button, Group, Image, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCheck, IconCircleDashedCheck, IconPointFilled, IconRefresh, IconX } from '@tabler/icons-react';
import type { Attempt, AttemptResult, ReviewItem } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatScore } from './QuizCard';
import classes from './QuizScreen.module.css';

type Props = {
  quiz: Attempt['quiz'];
  result: AttemptResult;
  /** The best score over her attempts (the one that counts), from the list. */
  bestScore: number | null;
  /** "Tentar novamente": only when the quiz allows another attempt. */
  canRetry: boolean;
  onRetry: () => void;
  retrying: boolean;
  retryError: string | null;
};

type Mark = 'right' | 'wrong' | 'missed' | 'yours' | null;

/** With the right answers withheld (docs/quizzes.md "The review"), her ticks are only hers: the points say how it went. */
function markOf(item: ReviewItem, optionId: number): Mark {
  const yours = item.your_option_ids.includes(optionId);
  if (item.correct_option_ids === null) return yours ? 'yours' : null;
  const correct = item.correct_option_ids.includes(optionId);
  if (yours) return correct ? 'right' : 'wrong';
  return correct ? 'missed' : null;
}

const MARK_ICON = {
  right: <IconCheck size={18} color="var(--mantine-color-green-5)" aria-hidden />,
  wrong: <IconX size={18} color="var(--mantine-color-red-5)" aria-hidden />,
  missed: <IconCircleDashedCheck size={18} color="var(--mantine-color-green-5)" aria-hidden />,
  yours: <IconPointFilled size={18} aria-hidden />,
};

/** One reviewed question: her ticks and (when shown) the right options, each said in words, the points and the explanation. */
function ReviewQuestion({ item, n }: { item: ReviewItem; n: number }) {
  const { t, i18n } = useTranslation();
  const full = item.earned >= item.points;
  const markText = (mark: Exclude<Mark, null>) =>
    mark === 'yours'
      ? t('quizzes.result.yourAnswer')
      : mark === 'right'
        ? t('quizzes.result.yourCorrect')
        : mark === 'wrong'
          ? t('quizzes.result.yourWrong')
          : item.type === 'multiple'
            ? t('quizzes.result.missed')
            : t('quizzes.result.correct');
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
            {n}. {item.text}
          </Text>
          <Badge variant="light" color={full ? 'green' : item.earned > 0 ? 'yellow' : 'red'} style={{ flexShrink: 0 }}>
            {t('quizzes.result.earned', { earned: formatScore(item.earned, i18n.language), points: item.points })}
          </Badge>
        </Group>
        {item.your_option_ids.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('quizzes.result.unanswered')}
          </Text>
        )}
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {item.options.map((option) => {
            const mark = markOf(item, option.id);
            return (
              <li key={option.id} className={classes.reviewOption} data-mark={mark ?? undefined}>
                <span style={{ width: 18, flexShrink: 0 }}>{mark && MARK_ICON[mark]}</span>
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {mark && (
                    <Text size="xs" c={mark === 'wrong' ? 'red.4' : mark === 'yours' ? 'dimmed' : 'green.4'}>
                      {markText(mark)}
                    </Text>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
        {item.feedback && (
          <Alert variant="light" color="blue" title={t('quizzes.result.explanation')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.feedback}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * After submission (docs/quizzes.md "The review"): for a graded quiz the score, passed or failed against the pass mark
 * in force, and the review: the points of each question and her answers, and the right answers
 * with the explanations once the server shows them (passed, no attempt left, or the quiz's choice;
 * until then it says when they will appear). For a behavioural one the profile with its
 * description. "Tentar novamente" when the quiz allows more attempts.
 */
export function ResultView({ quiz, result, bestScore, canRetry, onRetry, retrying, retryError }: Props) {
  const { t, i18n } = useTranslation();
  const reduceMotion = useReducedMotion();
  const graded = quiz.type === 'comun';
  const score = result.score ?? 0;
  const actions = (
    <Stack gap="sm">
      {retryError && (
        <Alert color="red" role="alert">
          {retryError}
        </Alert>
      )}
      <Group gap="sm">
        {canRetry && (
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={retrying}>
            {t('quizzes.actions.retry')}
          </Button>
        )}
        <Button component={Link} to="/avaliacoes" variant="default">
          {t('quizzes.result.backToList')}
        </Button>
      </Group>
      {!quiz.repeat && (
        <Text size="sm" c="dimmed">
          {t('quizzes.result.once')}
        </Text>
      )}
    </Stack>
  );

  if (!graded) {
    const profile = result.profile;
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="resultado-perfil">
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} tt="uppercase" c="dimmed">
              {t('quizzes.result.profile')}
            </Text>
            <Title order={2} id="resultado-perfil">
              {profile?.title ?? '—'}
            </Title>
          </Stack>
          {profile?.image && (
            <Image src={profile.image} alt={t('quizzes.result.profileImage', { title: profile.title })} className={classes.profileImage} />
          )}
          {profile?.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{profile.description}</Text>}
          {actions}
        </Stack>
      </Paper>
    );
  }

  const passed = result.passed === true;
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="resultado-nota">
        <Group gap="xl" align="center" wrap="wrap">
          <RingProgress
            size={140}
            thickness={12}
            roundCaps
            transitionDuration={reduceMotion ? 0 : 400}
            sections={[{ value: Math.min(100, Math.max(0, score)), color: passed ? 'green' : 'red' }]}
            label={
              <Text ta="center" fw={800} size="xl">
                {formatScore(score, i18n.language)}%
              </Text>
            }
            aria-hidden
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} id="resultado-nota" size="h3">
              {t('quizzes.result.score')}: {formatScore(score, i18n.language)}%
            </Title>
            <Group gap="sm">
              <Badge size="lg" color={passed ? 'green' : 'red'} variant="light">
                {t(passed ? 'quizzes.result.passed' : 'quizzes.result.failed')}
              </Badge>
              {result.goal !== null && (
                <Text size="sm" c="dimmed">
                  {t('quizzes.result.goal', { goal: result.goal })}
                </Text>
              )}
            </Group>
            {quiz.repeat === 1 && bestScore !== null && (
              <Text size="sm">{t('quizzes.result.best', { score: formatScore(bestScore, i18n.language) })}</Text>
            )}
            {actions}
          </Stack>
        </Group>
      </Paper>
      {result.review.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="resultado-revisao">
          <Title order={2} size="h3" id="resultado-revisao">
            {t('quizzes.result.review')}
          </Title>
          {!result.answers_shown && (
            <Text size="sm" c="dimmed">
              {t('quizzes.result.answersLater')}
            </Text>
          )}
          <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {result.review.map((item, i) => (
              <ReviewQuestion key={item.question_id} item={item} n={i + 1} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
