import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Avaliacao } from '@trilha/shared/quizzes/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session';
import { useMyQuizzes } from '../api/get-my-quizzes';
import { QuizCard } from './QuizCard';

export type QuizScreen = { course_id: number; module_id: number; lesson_id: number };

/** Placed on this lesson, on its module (no lesson named) or on its course (no module named). */
export function placedOn(item: Avaliacao, screen: QuizScreen): boolean {
  const { place } = item;
  if (place?.course_id !== screen.course_id) return false;
  if (place.lesson_id !== null) return place.lesson_id === screen.lesson_id;
  return place.module_id === null || place.module_id === screen.module_id;
}

/**
 * Under a lesson, the quizzes its author placed there, on its module or on its course (docs/quizzes.md
 * "Web"): where students find them. The same list as /avaliacoes (its cache), so the cards say the
 * same status and next step; nothing when none is placed here.
 */
export function PlacedQuizzes({ tenantId, screen }: { tenantId: number; screen: QuizScreen }) {
  const { t } = useTranslation();
  const headingId = useId();
  // As /avaliacoes: not for the review account (its menu has no Avaliações).
  const offered = useMe().data?.features.reviews ?? false;
  const here = (useMyQuizzes(tenantId, offered).data ?? []).filter((item) => placedOn(item, screen));
  if (here.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t('quizzes.placedHere')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {here.map((item) => (
          <QuizCard key={item.quiz.id} item={item} headingOrder={3} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
