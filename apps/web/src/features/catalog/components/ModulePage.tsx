import { AspectRatio, Box, Button, Container, Group, Image, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarTime,
  IconCircleCheckFilled,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
  IconMoodEmpty,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { coursePagePath, modulePagePath, type ModuleLesson, type ModulePageReply } from '@trilha/shared/catalog/module-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShowLocked } from '../../../components/locked/LockedContentProvider';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant';
import { useModule } from '../api/get-module';
import classes from './CatalogPages.module.css';
import { homeCrumb } from './CoursePage';
import { lessonDuration } from './lesson-duration';
import { lessonPath } from './lesson-path';
import { DraftBadge } from './DraftBadge';
import { PageHero, PageHeroSkeleton } from './PageHero';
import { ReleaseNote } from './ReleaseNote';
import { releaseOf } from './release-date';
import { percentOf, ProgressIndicator } from './ProgressIndicator';
import { StudyAction, useSignInPath } from './StudyAction';
import { StatusMessage } from '../../../components/StatusMessage';
import { CustomHtmlBlocks } from '../../../components/custom-html/CustomHtmlBlocks';
import { PageFailure, pageFailed } from './PageFailure';

/**
 * /modulos/:moduleId: the module's lessons in order with the student's marks, and its neighbours.
 * `after` is what the composition root (app/pages/ModulePage.tsx) puts under the lessons (the quizzes).
 */
export function ModulePage({ after }: { after?: (page: ModulePageReply) => ReactNode } = {}) {
  const { t } = useTranslation();
  const moduleId = Number(useParams().moduleId);
  const query = useModule(moduleId);
  const visitor = !useMe().data;
  // Aparência "Indicador de página de módulo" (docs/appearance.md).
  const indicator = useTenant().data?.theme.module_page_indicator ?? false;
  usePageTitle(query.data?.module.title);

  if (pageFailed(moduleId, query)) {
    return (
      <PageFailure
        id={moduleId}
        query={query}
        texts={{
          notFoundTitle: 'modulePage.notFoundTitle',
          notFoundText: 'modulePage.notFoundText',
          errorTitle: 'modulePage.errorTitle',
          backHome: 'coursePage.backHome',
        }}
      />
    );
  }
  if (!query.data) return <ModulePageSkeleton />;

  const { module, course, lessons } = query.data;
  const showProgress = indicator && !visitor && !course.locked;
  return (
    <>
      <PageHero
        crumbs={[homeCrumb(t, visitor), { label: course.title, to: coursePagePath(course.id) }, { label: module.title }]}
        eyebrow={
          <Group gap="sm">
            <DraftBadge draft={module.draft} />
            <Text fz="sm" fw={600} c="gray.3" tt="uppercase" lts={0.6}>
              {t('modulePage.position', { position: module.position, count: module.modules_count })}
            </Text>
          </Group>
        }
        title={module.title}
        coverUrl={module.cover_url ?? course.cover_url}
        locked={course.locked}
        meta={
          <Group gap={6} c="gray.3">
            {course.locked && <IconLock size={16} aria-hidden />}
            <Text span fz="sm">
              {course.locked && `${t('catalogPage.locked')} · `}
              {t('catalogPage.lessons', { count: module.lessons_count })}
            </Text>
          </Group>
        }
        actions={
          <Group gap="sm">
            <StudyAction
              courseId={course.id}
              title={module.title}
              kind="module"
              locked={course.locked}
              visitor={visitor}
              next={module.next_lesson}
              finished={module.finished_count}
              total={module.lessons_count}
            />
            <Button
              component={Link}
              to={coursePagePath(course.id)}
              variant="subtle"
              color="gray"
              c="white"
              radius="xl"
              size="md"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t('modulePage.backToCourse')}
            </Button>
          </Group>
        }
        footer={showProgress && <ProgressIndicator finished={module.finished_count} total={module.lessons_count} />}
      />
      <Container size="xl" px={{ base: 'md', md: 'xl' }} pb="xl">
        <Stack gap="xl">
          <Stack gap="md" component="section" aria-labelledby="aulas-do-modulo">
            <Title order={2} id="aulas-do-modulo" fz={{ base: 20, md: 24 }}>
              {t('modulePage.lessonsTitle')}
            </Title>
            {lessons.length === 0 ? (
              <StatusMessage icon={<IconMoodEmpty />} title={t('modulePage.noLessons')} />
            ) : (
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <LessonRow
                      lesson={lesson}
                      page={query.data}
                      visitor={visitor}
                      showProgress={showProgress}
                      current={showProgress && lesson.id === module.next_lesson?.id && module.finished_count < module.lessons_count}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
          {after?.(query.data)}
          <Neighbours page={query.data} />
          <CustomHtmlBlocks page="module" screen={{ course_id: course.id, module_id: module.id }} />
        </Stack>
      </Container>
    </>
  );
}

function LessonState({ lesson }: { lesson: ModuleLesson }) {
  const { t } = useTranslation();
  if (lesson.finished) {
    return (
      <Group gap={4} c="green.4" wrap="nowrap">
        <IconCircleCheckFilled size={16} aria-hidden />
        <Text fz="xs" fw={600} inherit>
          {t('modulePage.finished')}
        </Text>
      </Group>
    );
  }
  const percent = percentOf(lesson.watched_seconds, lesson.duration_seconds);
  return (
    <Text fz="xs" c="dimmed">
      {percent > 0 ? t('modulePage.watched', { percent }) : t('modulePage.notStarted')}
    </Text>
  );
}

type RowProps = { lesson: ModuleLesson; page: ModulePageReply; visitor: boolean; showProgress: boolean; current: boolean };

function LessonRow({ lesson, page, visitor, showProgress, current }: RowProps) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  const signIn = useSignInPath();
  const duration = lessonDuration(lesson.duration_seconds);
  const watched = showProgress && !lesson.finished ? percentOf(lesson.watched_seconds, lesson.duration_seconds) : 0;
  // Drip: the member's lesson, opening later. It leads to its page, which says when; the plans' dialog would mislead.
  const releaseAt = releaseOf(lesson, page.course.locked);
  const body = (
    <>
      <div className={classes.thumb} data-locked={lesson.locked || undefined}>
        <AspectRatio ratio={16 / 9}>
          <Image src={lesson.thumbnail_url ?? page.module.cover_url ?? page.course.cover_url} alt="" fallbackSrc="/favicon.svg" />
        </AspectRatio>
        {watched > 0 && <Progress className={classes.thumbBar} value={watched} size={4} radius={0} aria-hidden />}
      </div>
      <Stack gap={4} className={classes.grow}>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.6}>
          {t('modulePage.lessonNumber', { order: lesson.order })}
          {duration && ` · ${t(`lesson.duration.${duration.key}`, duration.values)}`}
        </Text>
        <Text fw={600} lineClamp={2}>
          {lesson.title}
        </Text>
        {releaseAt ? (
          <ReleaseNote releaseAt={releaseAt} />
        ) : lesson.locked ? (
          <Text fz="xs" c="dimmed">
            {t('modulePage.lockedLesson')}
          </Text>
        ) : (
          showProgress && <LessonState lesson={lesson} />
        )}
      </Stack>
      {releaseAt ? (
        <IconCalendarTime size={20} className={classes.chevron} aria-hidden />
      ) : lesson.locked ? (
        <IconLock size={20} className={classes.chevron} aria-hidden />
      ) : current ? (
        <IconPlayerPlayFilled size={18} className={classes.chevron} aria-hidden />
      ) : (
        <IconChevronRight size={20} className={classes.chevron} aria-hidden />
      )}
    </>
  );
  if (visitor) {
    return (
      <Link to={signIn} className={classes.row} aria-label={`${lesson.title}: ${t('showcase.signInToWatch')}`} data-lesson-row>
        {body}
      </Link>
    );
  }
  if (lesson.locked && !releaseAt) {
    return (
      <button
        type="button"
        className={classes.row}
        aria-haspopup="dialog"
        aria-label={t('locked.cardLabel', { title: lesson.title })}
        onClick={() => showLocked({ courseId: page.course.id, title: lesson.title, kind: 'lesson' })}
        data-lesson-row
      >
        {body}
      </button>
    );
  }
  return (
    <Link
      to={lessonPath(page.course.id, lesson.slug, lesson.id)}
      className={classes.row}
      data-current={current || undefined}
      aria-current={current ? 'step' : undefined}
      data-lesson-row
    >
      {body}
    </Link>
  );
}

function Neighbours({ page }: { page: ModulePageReply }) {
  const { t } = useTranslation();
  const { previous_module: previous, next_module: next } = page;
  if (!previous && !next) return null;
  return (
    <Box component="nav" aria-label={t('coursePage.modulesTitle')} className={classes.neighbours}>
      {previous && (
        <Link to={modulePagePath(previous.id)} className={classes.neighbour} rel="prev">
          <Group gap={4} c="dimmed" fz="xs" wrap="nowrap">
            <IconChevronLeft size={14} aria-hidden />
            <Text fz="xs" inherit>
              {t('modulePage.previous')}
            </Text>
          </Group>
          <Text fw={600} lineClamp={2}>
            {previous.title}
          </Text>
        </Link>
      )}
      {next && (
        <Link to={modulePagePath(next.id)} className={`${classes.neighbour} ${classes.neighbourNext}`} rel="next">
          <Group gap={4} c="dimmed" fz="xs" wrap="nowrap">
            <Text fz="xs" inherit>
              {t('modulePage.next')}
            </Text>
            <IconChevronRight size={14} aria-hidden />
          </Group>
          <Text fw={600} lineClamp={2}>
            {next.title}
          </Text>
        </Link>
      )}
    </Box>
  );
}

function ModulePageSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeroSkeleton label={t('modulePage.loading')} />
      <Container size="xl" px={{ base: 'md', md: 'xl' }} pb="xl" aria-hidden>
        <Skeleton height={24} width={200} mb="md" />
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} className={classes.row}>
              <Skeleton width={112} height={63} radius="md" />
              <Stack gap={6} className={classes.grow}>
                <Skeleton height={10} width={90} />
                <Skeleton height={16} width="60%" />
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
