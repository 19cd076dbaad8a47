import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconClockHour4, IconMapPin, IconSchool } from '@tabler/icons-react';
import { coursePagePath } from '@trilha/shared/catalog/paths';
import { slugify } from '@trilha/shared/catalog/schemas';
import { timeLimitSeconds, type QuizStatus } from '@trilha/shared/quizzes/constants';
import type { Avaliacao, QuizPlace } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRemaining } from './timer';
import { attemptPath, quizPath } from './paths';

/** One colour per status; the text says it too (colour is never the only sign). */
const STATUS_COLOR: Record<QuizStatus, string> = {
  new: 'blue',
  in_progress: 'yellow',
  passed: 'green',
  failed: 'red',
  done: 'grape',
};

/** The score as the page writes it: at most two decimals, in the reader's language. */
export const formatScore = (score: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(score);

export function StatusBadge({ status }: { status: QuizStatus }) {
  const { t } = useTranslation();
  return (
    // Never squeezed by a long title beside it: the status is the card's point.
    <Badge color={STATUS_COLOR[status]} variant="light" size="md" style={{ flexShrink: 0 }}>
      {t(`quizzes.status.${status}`)}
    </Badge>
  );
}

/** "Tempo: 15:00" from the quiz's `hh:mm:ss`, or null without a limit. */
function useTimeLimitText(timeLimit: string | null) {
  const seconds = timeLimitSeconds(timeLimit);
  return seconds ? formatRemaining(seconds * 1000) : null;
}

/** Where the quiz sits, as a link there (a lesson's slug is cosmetic: the lesson page puts the real one). */
function Place({ place }: { place: QuizPlace }) {
  const { t } = useTranslation();
  if (!place)
    return (
      <Group gap={6} wrap="nowrap">
        <IconSchool size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed">
          {t('quizzes.place.school')}
        </Text>
      </Group>
    );
  const lesson = place.lesson_id !== null && place.lesson_title !== null ? { id: place.lesson_id, title: place.lesson_title } : null;
  const to = lesson ? `/curso/${place.course_id}/${slugify(lesson.title)}/${lesson.id}` : coursePagePath(place.course_id);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {lesson ? (
        <IconBook2 size={16} aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
      )}
      {/* The school's colour as a pale tint: its full shade is too dark on the card (axe color-contrast). */}
      <Anchor component={Link} to={to} size="sm" lineClamp={2} c="var(--mantine-primary-color-light-color)" underline="always">
        {lesson ? t('quizzes.place.lesson', { lesson: lesson.title }) : t('quizzes.place.course', { course: place.course_name })}
      </Anchor>
    </Group>
  );
}

/** The main action of a card: what the student most likely wants next. */
function action(item: Avaliacao): { label: 'start' | 'continue' | 'result' | 'retry'; to: string } {
  const id = item.quiz.id;
  if (item.status === 'in_progress' && item.open_attempt_id) return { label: 'continue', to: attemptPath(id, item.open_attempt_id) };
  if (item.status === 'new') return { label: 'start', to: quizPath(id) };
  if (item.last_attempt_id && !item.can_start) return { label: 'result', to: attemptPath(id, item.last_attempt_id) };
  return { label: 'retry', to: quizPath(id) };
}

/** A card of /avaliacoes: name, type, status, best score, attempts, time, where it is placed. */
export function QuizCard({ item, headingOrder = 2 }: { item: Avaliacao; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const { quiz } = item;
  const time = useTimeLimitText(quiz.time_limit);
  const next = action(item);
  const titleId = `avaliacao-${quiz.id}`;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`quizzes.type.${quiz.type}`)}
            </Text>
            <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
              {quiz.name}
            </Title>
          </Stack>
          <StatusBadge status={item.status} />
        </Group>
        <Group gap="lg" wrap="wrap">
          {quiz.type === 'comun' ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('quizzes.bestScore')}
              </Text>
              <Text fw={700} size="lg">
                {item.best_score === null ? '—' : `${formatScore(item.best_score, i18n.language)}%`}
              </Text>
            </Stack>
          ) : (
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                {t('quizzes.yourProfile')}
              </Text>
              <Text fw={700} size="lg" lineClamp={1}>
                {item.profile?.title ?? '—'}
              </Text>
            </Stack>
          )}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('quizzes.attempts')}
            </Text>
            <Text fw={700} size="lg">
              {item.attempts}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {time ? t('quizzes.timeLimit', { time }) : t('quizzes.noTimeLimit')}
              {' · '}
              {t(quiz.repeat ? 'quizzes.attemptsLeft.many' : 'quizzes.attemptsLeft.once')}
              {quiz.type === 'comun' && quiz.goal !== null && ` · ${t('quizzes.goal', { goal: quiz.goal })}`}
            </Text>
          </Group>
          <Place place={item.place} />
        </Stack>
        <Group mt="auto" pt="xs">
          <Button
            component={Link}
            to={next.to}
            variant={next.label === 'result' ? 'light' : 'filled'}
            aria-label={`${t(`quizzes.actions.${next.label}`)}: ${quiz.name}`}
          >
            {t(`quizzes.actions.${next.label}`)}
          </Button>
          {next.label === 'retry' && item.last_attempt_id && (
            <Button
              component={Link}
              to={attemptPath(quiz.id, item.last_attempt_id)}
              variant="subtle"
              aria-label={`${t('quizzes.actions.result')}: ${quiz.name}`}
            >
              {t('quizzes.actions.result')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function QuizCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="sm">
        <Skeleton height={10} width="30%" />
        <Skeleton height={18} width="80%" />
        <Group gap="lg">
          <Skeleton height={36} width={70} />
          <Skeleton height={36} width={70} />
        </Group>
        <Skeleton height={12} width="60%" />
        <Skeleton height={36} width={110} mt="xs" />
      </Stack>
    </Card>
  );
}
