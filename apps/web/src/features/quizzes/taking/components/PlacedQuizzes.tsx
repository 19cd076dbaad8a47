import { SimpleGrid, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { Avaliacao } from '@trilha/shared/quizzes/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../../lib/session';
import { useMyQuizzes } from '../api/get-my-quizzes';
import { QuizCard } from './QuizCard';

/** The page the quizzes are listed on: a lesson names all three, a module page no lesson, the course page neither. */
export type QuizScreen = { course_id: number; module_id?: number; lesson_id?: number };

/**
 * What a page lists (docs/quizzes.md "Placement"): a lesson, the quizzes placed on it, its module or
 * its course; a module page, those on the module or its course; the course page, those on the
 * course or any of its modules (a lesson's own quiz waits under that lesson).
 */
function placedOn(item: Avaliacao, screen: QuizScreen): boolean {
  const { place } = item;
  if (place?.course_id !== screen.course_id) return false;
  if (place.lesson_id !== null) return place.lesson_id === screen.lesson_id;
  return place.module_id === null || screen.module_id === undefined || place.module_id === screen.module_id;
}

/**
 * On a lesson, module or course page, the quizzes their author placed there (`placedOn`): where
 * students find them. The same list as /avaliacoes (its cache), so the cards say the same status and
 * next step; nothing when none is placed here. The page leaves it out when the course is locked.
 */
export function PlacedQuizzes({ tenantId, screen, mt }: { tenantId: number; screen: QuizScreen; mt?: MantineSpacing }) {
  const { t } = useTranslation();
  const headingId = useId();
  // As /avaliacoes: not for the review account (its menu has no Avaliações).
  const offered = useMe().data?.features.reviews ?? false;
  const here = (useMyQuizzes(tenantId, offered).data ?? []).filter((item) => placedOn(item, screen));
  if (here.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt={mt}>
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
