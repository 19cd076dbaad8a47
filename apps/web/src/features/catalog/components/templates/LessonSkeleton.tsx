import { AspectRatio, Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayerFrame } from '../LessonPlayer';

/** While the lesson loads: the player's box and the title's lines, in the template's own frame. */
export function LessonSkeleton({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation();
  const lines = (
    <>
      <Skeleton height={14} width="30%" />
      <Skeleton height={28} width="60%" />
    </>
  );
  if (fill) {
    return (
      <Stack gap="lg" role="status" aria-busy aria-label={t('lesson.loading')}>
        <PlayerFrame fill>
          <Skeleton radius={0} />
        </PlayerFrame>
        <Container size="xl" px={{ base: 'md', md: 'xl' }} w="100%">
          <Stack gap="lg">{lines}</Stack>
        </Container>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" role="status" aria-busy aria-label={t('lesson.loading')}>
      <AspectRatio ratio={16 / 9}>
        <Skeleton />
      </AspectRatio>
      {lines}
    </Stack>
  );
}
