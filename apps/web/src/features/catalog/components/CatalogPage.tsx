import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin2, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/StatusMessage';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../../lib/session';
import { useMyCourses } from '../api/get-my-courses';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid';

/**
 * /courses: the school's catalogue. For a member, every course with their progress (as "Meus
 * cursos"); for a visitor of the open showcase (docs/appearance.md), every course locked, each
 * opening its page, and the way to sign in.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const visitor = !useMe().data;
  const courses = useMyCourses();
  const title = visitor ? t('showcase.catalogTitle') : t('catalogPage.courses');
  usePageTitle(title);
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, md: 34 }}>
            {title}
          </Title>
          {visitor && (
            <>
              <Text c="dimmed">{t('showcase.catalogText')}</Text>
              <Button
                component={Link}
                to="/login?next=%2Fcourses"
                radius="xl"
                w="fit-content"
                mt="xs"
                leftSection={<IconLogin2 size={18} aria-hidden />}
              >
                {t('showcase.signIn')}
              </Button>
            </>
          )}
        </Stack>
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
          <StatusMessage icon={<IconMoodEmpty />} title={t('showcase.empty')} />
        ) : (
          <CourseGrid courses={courses.data} label={title} />
        )}
      </Stack>
    </Container>
  );
}
