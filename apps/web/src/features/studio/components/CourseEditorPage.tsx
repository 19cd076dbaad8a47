import { Button, Divider, Flex, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { coursePagePath } from '@trilha/shared/catalog/paths';
import type { StudioOutline } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StaffBackLink, StaffPageFrame, StaffPageProblem, StaffPageSkeleton } from '../../../components/StaffPage';
import { ApiError } from '../../../lib/api/client';
import { usePageTitle } from '../../../lib/page-title';
import { positiveId } from '../../../lib/positive-id';
import { useMe } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant';
import { useCourseOutline } from '../api/get-outline';
import { CourseForm } from './CourseForm';
import { PublishedBadge } from './CourseRow';
import { COVER_OUTPUT, CoverField } from './CoverField';
import { OutlineEditor } from './outline/OutlineEditor';
import { SaveStatus } from './SaveStatus';
import { SaveTrackerProvider } from './save-tracker';
import { COURSES_SECTION_PATH } from './studio-routes';

/**
 * /gestao/cursos/:courseId (docs/course-studio.md "Web"), the owner and admins only: the course's
 * own fields (saved by the save bar) and its outline (each change saved as it is made).
 */
export function CourseEditorPage() {
  const { t } = useTranslation();
  const canEdit = useMe().data?.canEdit ?? false;
  const tenantId = useTenant().data?.id;
  const courseId = positiveId(useParams().courseId);

  if (!canEdit) return <StaffPageProblem kind="forbidden" title={t('studio.editor.forbidden')} homeLabel={t('studio.editor.backHome')} />;
  if (courseId === null) return <NotFound />;
  if (tenantId === undefined) return <PageSkeleton />;
  return (
    <SaveTrackerProvider>
      <CourseEditor tenantId={tenantId} courseId={courseId} />
    </SaveTrackerProvider>
  );
}

function CourseEditor({ tenantId, courseId }: { tenantId: number; courseId: number }) {
  const { t } = useTranslation();
  const query = useCourseOutline(tenantId, courseId);
  const outline = query.data;
  usePageTitle(outline && t('studio.editor.pageTitle', { title: outline.title }));

  if (query.isPending) return <PageSkeleton />;
  if (!outline) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return <StaffPageProblem kind="failed" title={t('studio.editor.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <StaffPageFrame>
      <EditorHeader outline={outline} />
      <Stack gap="md" component="section" aria-labelledby="course-details-title">
        <Title order={2} fz="lg" id="course-details-title">
          {t('studio.course.sectionTitle')}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="lg">
            <CoverField
              tenantId={tenantId}
              courseId={courseId}
              owner={{ kind: 'course' }}
              url={outline.cover_url}
              label={t('studio.course.cover')}
              testId="course-cover"
            />
            <CourseForm tenantId={tenantId} course={outline} />
          </Stack>
        </Paper>
      </Stack>
      <Divider />
      <OutlineEditor tenantId={tenantId} courseId={courseId} outline={outline} />
    </StaffPageFrame>
  );
}

function EditorHeader({ outline }: { outline: StudioOutline }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="header">
      <StaffBackLink to={COURSES_SECTION_PATH} label={t('studio.editor.backToList')} />
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="sm">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {outline.title}
          </Title>
          <PublishedBadge published={outline.published} />
        </Stack>
        <Group gap="sm" wrap="wrap">
          {/* The outline's changes save themselves; this says how the last ones went. */}
          <SaveStatus />
          {/* The student's course page, in this tab: staff see a draft there too. */}
          <Button
            component={Link}
            to={coursePagePath(outline.id)}
            variant="default"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            {t('studio.preview.course')}
          </Button>
        </Group>
      </Flex>
    </Stack>
  );
}

function PageSkeleton() {
  return (
    <StaffPageSkeleton
      media={<Skeleton radius="md" style={{ aspectRatio: `${COVER_OUTPUT.width} / ${COVER_OUTPUT.height}` }} maw={320} />}
    />
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StaffPageProblem
      kind="notFound"
      title={t('studio.editor.notFound')}
      back={{ to: COURSES_SECTION_PATH, label: t('studio.editor.backToList') }}
    />
  );
}
