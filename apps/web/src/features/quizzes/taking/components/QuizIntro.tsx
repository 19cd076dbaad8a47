import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { timeLimitSeconds } from '@trilha/shared/quizzes/constants';
import type { Avaliacao } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from './QuizCard';
import { attemptPath } from './paths';
import { formatRemaining } from './timer';

type Props = {
  item: Avaliacao;
  onStart: () => void;
  starting: boolean;
  /** The server's refusal (409: already taken, no questions, no profiles), in its words. */
  startError: string | null;
};

/** Before an attempt: what the quiz asks, its rules (time, pass mark, attempts), and the start. */
export function QuizIntro({ item, onStart, starting, startError }: Props) {
  const { t } = useTranslation();
  const { quiz } = item;
  const seconds = timeLimitSeconds(quiz.time_limit);
  const rules = [
    t('quizzes.screen.questions', { count: quiz.questions_count }),
    seconds ? t('quizzes.screen.timeRule', { time: formatRemaining(seconds * 1000) }) : t('quizzes.screen.noTimeRule'),
    quiz.type === 'comun' && quiz.goal !== null ? t('quizzes.screen.goalRule', { goal: quiz.goal }) : t('quizzes.screen.profileRule'),
    t(quiz.repeat ? 'quizzes.screen.repeatRule' : 'quizzes.screen.onceRule'),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="avaliacao-inicio">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="avaliacao-inicio">
            {t('quizzes.screen.startTitle')}
          </Title>
          <StatusBadge status={item.status} />
        </Group>
        <List spacing="xs">
          {rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
        {startError && (
          <Alert color="red" role="alert">
            {startError}
          </Alert>
        )}
        <Group gap="sm">
          {item.can_start && (
            <Button size="md" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={onStart} loading={starting}>
              {t(item.attempts > 0 ? 'quizzes.actions.retry' : 'quizzes.screen.start')}
            </Button>
          )}
          {item.last_attempt_id && (
            <Button size="md" variant="default" component={Link} to={attemptPath(quiz.id, item.last_attempt_id)}>
              {t('quizzes.actions.result')}
            </Button>
          )}
        </Group>
        {starting && (
          <Text size="sm" c="dimmed" role="status">
            {t('quizzes.screen.starting')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
