import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMyCourses } from '../api/get-my-courses';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid';
import { StatusMessage } from './StatusMessage';
import classes from './HomePage.module.css';

/** /homepage: the student's courses, the locked ones included so the plan's limits are visible. */
export function HomePage() {
  const { t } = useTranslation();
  const courses = useMyCourses();
  return (
    <Box pb="xl">
      <Box className={classes.hero}>
        <Container size="xl" px={{ base: 'md', md: 'xl' }}>
          <Stack gap={6}>
            <Text size="sm" fw={600} c="school.3" className={classes.eyebrow}>
              {t('home.eyebrow')}
            </Text>
            <Title order={1} className={classes.title} c="white">
              {t('home.title')}
            </Title>
            <Text c="gray.4" size="lg">
              {t('home.subtitle')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" px={{ base: 'md', md: 'xl' }} mt="lg">
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
        ) : courses.data.length === 0 ? (
          <StatusMessage icon={<IconBooks />} title={t('home.emptyTitle')} description={t('home.emptyText')} />
        ) : (
          <CourseGrid courses={courses.data} label={t('home.title')} />
        )}
      </Container>
    </Box>
  );
}
