import { Box, Container, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconChevronRight, IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { modulePagePath } from '@trilha/shared/catalog/module-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant';
import { useCourse } from '../api/get-course';
import classes from './CatalogPages.module.css';
import { DraftBadge } from './DraftBadge';
import { PageHero, PageHeroSkeleton } from './PageHero';
import { ReleaseNote } from './ReleaseNote';
import { moduleReleaseOf } from './release-date';
import { percentOf, ProgressIndicator } from './ProgressIndicator';
import { StudyAction } from './StudyAction';
import { StatusMessage } from '../../../components/StatusMessage';
import { CustomHtmlBlocks } from '../../../components/custom-html/CustomHtmlBlocks';
import { PageFailure, pageFailed } from './PageFailure';

type Module = CourseDetailReply['modules'][number];

/** The first crumb: the home for a member, the catalogue for a visitor of the open showcase. */
export const homeCrumb = (t: (key: string) => string, visitor: boolean) =>
  visitor ? { label: t('catalogPage.courses'), to: '/courses' } : { label: t('shell.home'), to: '/homepage' };

/**
 * /courses/:courseId: the course's cover, description, "Continuar", and its modules with progress.
 * `after` is what the composition root (app/pages/CoursePage.tsx) puts under the modules, since the
 * catalog may not import the features that place things on a course (the quizzes).
 */
export function CoursePage({ after }: { after?: (course: CourseDetailReply['course']) => ReactNode } = {}) {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const course = useCourse(courseId);
  const visitor = !useMe().data;
  // Aparência "Indicador de página de curso" (docs/appearance.md): on unless the school turned it off.
  const indicator = useTenant().data?.theme.course_page_indicator ?? false;
  usePageTitle(course.data?.course.title);

  if (pageFailed(courseId, course)) {
    return (
      <PageFailure
        id={courseId}
        query={course}
        texts={{
          notFoundTitle: 'coursePage.notFoundTitle',
          notFoundText: 'coursePage.notFoundText',
          errorTitle: 'coursePage.errorTitle',
          backHome: 'coursePage.backHome',
        }}
      />
    );
  }
  if (!course.data) return <CoursePageSkeleton />;

  const { course: card, modules } = course.data;
  const showProgress = indicator && !visitor && !card.locked;
  return (
    <>
      <PageHero
        crumbs={[homeCrumb(t, visitor), { label: card.title }]}
        eyebrow={<DraftBadge draft={card.draft} />}
        title={card.title}
        description={card.description}
        coverUrl={card.cover_url}
        locked={card.locked}
        meta={
          <Group gap="xs" c="gray.3" fz="sm">
            {card.locked && (
              <Group gap={4} component="span">
                <IconLock size={16} aria-hidden />
                <Text span fz="sm" fw={600}>
                  {t('catalogPage.locked')}
                </Text>
                <Text span fz="sm" aria-hidden>
                  ·
                </Text>
              </Group>
            )}
            <Text span fz="sm">
              {t('catalogPage.modules', { count: modules.length })} · {t('catalogPage.lessons', { count: card.lessons_count })}
            </Text>
          </Group>
        }
        actions={
          <StudyAction
            courseId={card.id}
            title={card.title}
            kind="course"
            locked={card.locked}
            visitor={visitor}
            next={card.next_lesson}
            finished={card.finished_count}
            total={card.lessons_count}
          />
        }
        footer={showProgress && <ProgressIndicator finished={card.finished_count} total={card.lessons_count} />}
      />
      <Container size="xl" px={{ base: 'md', md: 'xl' }} pb="xl">
        <Stack gap="md" component="section" aria-labelledby="modulos-do-curso">
          <Title order={2} id="modulos-do-curso" fz={{ base: 20, md: 24 }}>
            {t('coursePage.modulesTitle')}
          </Title>
          {modules.length === 0 ? (
            <StatusMessage icon={<IconMoodEmpty />} title={t('coursePage.noModules')} />
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {modules.map((module, index) => (
                <li key={module.id}>
                  <ModuleRow module={module} position={index + 1} locked={card.locked} showProgress={showProgress} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        {after?.(card)}
        <CustomHtmlBlocks page="course" screen={{ course_id: card.id }} mt="xl" />
      </Container>
    </>
  );
}

function ModuleRow({
  module,
  position,
  locked,
  showProgress,
}: {
  module: Module;
  position: number;
  locked: boolean;
  showProgress: boolean;
}) {
  const { t } = useTranslation();
  const total = module.lessons.length;
  const finished = module.lessons.filter((l) => l.finished).length;
  const done = showProgress && total > 0 && finished >= total;
  // Drip holding back every lesson of the module: when the first one opens.
  const releaseAt = moduleReleaseOf(module.lessons, locked);
  return (
    <Link to={modulePagePath(module.id)} className={classes.row} data-module-row>
      <span className={classes.number} data-done={done || undefined} aria-hidden>
        {done ? <IconCheck size={22} /> : locked ? <IconLock size={20} /> : releaseAt ? <IconCalendarTime size={20} /> : position}
      </span>
      <Stack gap={4} className={classes.grow}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.6}>
          {t('coursePage.moduleNumber', { position })}
          {done && ` · ${t('coursePage.moduleDone')}`}
          {locked && ` · ${t('catalogPage.locked')}`}
        </Text>
        <Text fw={600} lineClamp={2}>
          {module.title}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('catalogPage.lessons', { count: total })}
        </Text>
        {releaseAt && <ReleaseNote releaseAt={releaseAt} />}
        {showProgress && total > 0 && (
          <Group gap="sm" wrap="nowrap" maw={420} data-testid="module-progress">
            <Progress
              value={percentOf(finished, total)}
              size="sm"
              radius="xl"
              color={done ? 'green' : 'school'}
              style={{ flex: 1 }}
              aria-label={t('coursePage.moduleProgressLabel', { title: module.title })}
            />
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('coursePage.moduleProgress', { finished, total })}
            </Text>
          </Group>
        )}
      </Stack>
      <IconChevronRight size={20} className={classes.chevron} aria-hidden />
    </Link>
  );
}

function CoursePageSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeroSkeleton label={t('coursePage.loading')} />
      <Container size="xl" px={{ base: 'md', md: 'xl' }} pb="xl" aria-hidden>
        <Skeleton height={24} width={200} mb="md" />
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Box key={i} className={classes.row}>
              <Skeleton circle height={44} />
              <Stack gap={6} className={classes.grow}>
                <Skeleton height={10} width={90} />
                <Skeleton height={16} width="60%" />
                <Skeleton height={10} width={70} />
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
