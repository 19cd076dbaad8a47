import { Stack, Title } from '@mantine/core';
import { CAROUSEL_DEFAULTS } from '@trilha/shared/carousels/constants';
import type { CourseCard } from '@trilha/shared/catalog/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid';
import { StatusMessage } from '../../../components/StatusMessage';

/** The home's "Meus cursos" shelf: the student's courses, the locked ones included so the plan's limits are visible. */
export function MyCoursesShelf({ courses }: { courses: UseQueryResult<CourseCard[]> }) {
  const { t } = useTranslation();
  if (courses.isSuccess && courses.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="meus-cursos">
      {/* The same heading as the home's carousels (their default title size and weight): one page, one scale. */}
      <Title order={2} id="meus-cursos" fz={CAROUSEL_DEFAULTS.sizeTitle} fw={CAROUSEL_DEFAULTS.weightTitle} lh={1.15}>
        {t('home.title')}
      </Title>
      {courses.isPending ? (
        <CourseGridSkeleton />
      ) : courses.isError ? (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t('home.errorTitle')}
          description={t('home.errorText')}
          onRetry={() => void courses.refetch()}
        />
      ) : (
        <CourseGrid courses={courses.data} label={t('home.title')} />
      )}
    </Stack>
  );
}
