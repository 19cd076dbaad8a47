import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';

/**
 * What kind of quiz it is and how it runs, as badges: type, published, time limit; `full` (the /quiz
 * header) adds the goal and whether it can be retaken, which the list's card says in its line of facts.
 */
export function QuizBadges({ quiz, full = false }: { quiz: Quiz; full?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" radius="sm" tt="none">
        {t(`quizAuthoring.types.${quiz.type}`)}
      </Badge>
      <Badge variant="light" radius="sm" tt="none" color={quiz.published === 1 ? 'green' : 'gray'}>
        {quiz.published === 1 ? t('quizAuthoring.published') : t('quizAuthoring.draft')}
      </Badge>
      {full && quiz.type === 'comun' && (
        <Badge variant="light" radius="sm" tt="none" color="grape">
          {t('quizAuthoring.goalShort', { goal: quiz.goal ?? 0 })}
        </Badge>
      )}
      {quiz.time_limit && (
        <Badge variant="light" radius="sm" tt="none" color="orange" leftSection={<IconClock size={12} aria-hidden />}>
          <VisuallyHidden>{t('quizAuthoring.timeLimit')}: </VisuallyHidden>
          {quiz.time_limit}
        </Badge>
      )}
      {full && (
        <Badge variant="light" radius="sm" tt="none" color="gray">
          {quiz.repeat === 1 ? t('quizAuthoring.repeatShort') : t('quizAuthoring.onceShort')}
        </Badge>
      )}
    </Group>
  );
}
