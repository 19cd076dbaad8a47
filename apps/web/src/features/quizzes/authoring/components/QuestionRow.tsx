import { ActionIcon, Badge, Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Question } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import { SortableRow } from '../../../../components/SortableRow';

type Props = {
  question: Question & { title: string };
  position: number;
  behavioural: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One question of /quiz: its place, text and what it is; only the handle drags, so the buttons stay buttons. */
export function QuestionRow({ question, position, behavioural, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const correct = question.options.filter((o) => o.is_correct).length;
  const facts = [
    t(`quizAuthoring.questionTypes.${question.type}`),
    t('quizAuthoring.optionsCount', { count: question.options.length }),
    behavioural ? null : t('quizAuthoring.points', { count: question.points }),
    behavioural ? null : t('quizAuthoring.correctCount', { count: correct }),
    question.feedback ? t('quizAuthoring.withFeedback') : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <SortableRow
      id={question.id}
      handleLabel={t('quizAuthoring.dragHandle', { position, title: question.title })}
      data-question-id={question.id}
    >
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden style={{ flexShrink: 0 }}>
        <Text size="xs" fw={700}>
          {position}
        </Text>
      </ThemeIcon>
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>{t('quizAuthoring.questionNumber', { position })} </VisuallyHidden>
          {question.text}
        </Text>
        <Group gap={6} mt={2}>
          <Badge variant="light" radius="sm" tt="none" size="sm">
            {facts[0]}
          </Badge>
          <Text size="xs" c="dimmed">
            {facts.slice(1).join(' · ')}
          </Text>
        </Group>
      </Box>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('quizAuthoring.editQuestion', { position })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('quizAuthoring.deleteQuestion', { position })} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </SortableRow>
  );
}
