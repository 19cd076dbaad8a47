import { AspectRatio, Button, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { useCourse } from '../api/get-course';
import { useLesson } from '../api/get-lesson';
import { LessonContent } from './LessonContent';
import { LessonOutline } from './LessonOutline';
import { lessonPath } from './lesson-path';
import { StatusMessage } from '../../../components/StatusMessage';

function LessonSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy aria-label={t('lesson.loading')}>
      <AspectRatio ratio={16 / 9}>
        <Skeleton />
      </AspectRatio>
      <Skeleton height={14} width="30%" />
      <Skeleton height={28} width="60%" />
    </Stack>
  );
}

/** /curso/:course/:slug/:lessonId (spec 000 §2): the lesson, its player and the course outline. */
export function LessonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const lessonId = Number(params.lessonId);
  const lesson = useLesson(lessonId);
  const detail = lesson.data;
  const course = useCourse(detail?.lesson.course_id ?? 0);

  // The slug (and course id) in the address are cosmetic: the lesson id decides, and a stale or
  // mistyped slug is replaced with the real one so shared links stay canonical.
  useEffect(() => {
    if (!detail) return;
    const { lesson: l } = detail;
    if (params.slug !== l.slug || params.course !== String(l.course_id)) {
      void navigate(lessonPath(l.course_id, l.slug, l.id), { replace: true });
    }
  }, [detail, params.slug, params.course, navigate]);

  const notFound = !Number.isInteger(lessonId) || lessonId <= 0 || (lesson.error instanceof ApiError && lesson.error.status === 404);
  if (notFound || lesson.isError) {
    return (
      <Container size="md" px={{ base: 'md', md: 'xl' }} py="xl">
        {notFound ? (
          <StatusMessage
            icon={<IconMoodEmpty />}
            title={t('lesson.notFoundTitle')}
            description={t('lesson.notFoundText')}
            action={
              <Button component={Link} to="/homepage" variant="light">
                {t('lesson.backHome')}
              </Button>
            }
          />
        ) : (
          <StatusMessage
            tone="error"
            icon={<IconAlertTriangle />}
            title={t('lesson.errorTitle')}
            description={lesson.error?.message}
            onRetry={() => void lesson.refetch()}
          />
        )}
      </Container>
    );
  }

  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {detail ? <LessonContent key={detail.lesson.id} detail={detail} /> : <LessonSkeleton />}
        </Grid.Col>
        {/* Without the outline (say the course itself failed to load) the lesson still plays. */}
        {!course.isError && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LessonOutline course={course.data} currentLessonId={lessonId} />
          </Grid.Col>
        )}
      </Grid>
    </Container>
  );
}
