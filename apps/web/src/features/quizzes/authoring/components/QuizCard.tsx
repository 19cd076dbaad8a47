import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuizBadges } from './QuizBadges';
import { quizPagePath } from './quiz-path';

type Props = { quiz: Quiz; onEdit: () => void; onDelete: () => void };

/** One quiz of "Minhas avaliações": its name, what kind it is and how it runs, "Configurar", edit and delete. */
export function QuizCard({ quiz, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const edit = t('quizAuthoring.edit', { name: quiz.name });
  const remove = t('quizAuthoring.delete', { name: quiz.name });
  const facts = [
    t('quizAuthoring.questionsCount', { count: quiz.questions_count }),
    quiz.type === 'comun'
      ? t('quizAuthoring.goalShort', { goal: quiz.goal ?? 0 })
      : t('quizAuthoring.profilesCount', { count: quiz.profiles_count }),
    quiz.repeat === 1 ? t('quizAuthoring.repeatShort') : t('quizAuthoring.onceShort'),
    // Placed on a course (or a module, a lesson of it), or for the whole school.
    quiz.course_id === null ? t('quizAuthoring.placedSchool') : t('quizAuthoring.placedCourse'),
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-quiz-id={quiz.id}>
      <Stack gap={8}>
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {quiz.name}
          </Text>
          <QuizBadges quiz={quiz} />
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Button
            component={Link}
            to={quizPagePath(quiz)}
            size="xs"
            variant="light"
            leftSection={<IconSettings size={16} aria-hidden />}
            aria-label={t('quizAuthoring.configureNamed', { name: quiz.name })}
          >
            {t('quizAuthoring.configure')}
          </Button>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={edit} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
              <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={edit}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={remove} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
              <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={remove}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
