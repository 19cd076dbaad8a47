import { AspectRatio, Badge, Box, Card, Group, Image, Progress, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { CourseCard as Course } from '@trilha/shared/catalog/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { useShowLocked } from '../../../components/locked/LockedContentProvider';
import { coursePagePath } from '@trilha/shared/catalog/paths';
import { useMe } from '../../../lib/session';
import { lessonPath } from './lesson-path';
import classes from './CourseCard.module.css';

/** Rendered inside Card.Section by the caller: Card only bleeds a section it sees as a direct child. */
function Cover({ course, showcase = false }: { course: Course; showcase?: boolean }) {
  const { t } = useTranslation();
  // A visitor's catalogue is all locked: a softer shade keeps the showcase inviting.
  const coverClass = course.locked ? (showcase ? classes.showcaseCover : classes.lockedCover) : undefined;
  return (
    <>
      <AspectRatio ratio={16 / 9}>
        {/* The title is printed right below; the cover adds no information of its own. */}
        <Image src={course.cover_url} alt="" className={coverClass} fallbackSrc="/favicon.svg" />
      </AspectRatio>
      {course.locked ? (
        <Badge className={classes.badge} color="dark" variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
          {t('course.locked')}
        </Badge>
      ) : (
        course.lessons_count > 0 &&
        course.finished_count >= course.lessons_count && (
          <Badge className={classes.badge} color="green" variant="filled" leftSection={<IconCircleCheck size={12} aria-hidden />}>
            {t('course.finished')}
          </Badge>
        )
      )}
    </>
  );
}

function ProgressLine({ course }: { course: Course }) {
  const { t } = useTranslation();
  const percent = course.lessons_count ? Math.round((course.finished_count / course.lessons_count) * 100) : 0;
  return (
    <Box className={classes.footer}>
      <Progress value={percent} size="sm" aria-label={t('course.progressLabel', { title: course.title })} mb={6} />
      <Text size="sm" c="dimmed">
        {t('course.progress', { finished: course.finished_count, total: course.lessons_count })}
      </Text>
    </Box>
  );
}

function actionLabel(course: Course): string {
  if (!course.next_lesson) return 'course.noLessons';
  if (course.finished_count === 0) return 'course.start';
  return course.finished_count >= course.lessons_count ? 'course.review' : 'course.continue';
}

/**
 * A course on the home page, in search and in the catalogue. Unlocked: the card opens the course
 * page (docs/catalog.md "Where cards go") and its "Continuar" / "Começar" goes straight to the next
 * lesson. Locked: shown (not hidden), greyed with a lock, saying it is not part of the student's
 * plan; a click anywhere on it explains the lock and offers the way in (components/locked). A
 * visitor of the open showcase has no plan to explain: every card opens the course page.
 */
export function CourseCard({ course }: { course: Course }) {
  // The heart sits beside the card's link, not inside it: a button within a link is not allowed.
  return (
    <div className={classes.frame}>
      <CardBody course={course} />
      <FavoriteButton kind="course" id={course.id} title={course.title} className={classes.favorite} size={34} />
    </div>
  );
}

function CardBody({ course }: { course: Course }) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  const visitor = useMe().data === null;
  if (course.locked && !visitor) {
    return (
      <Card
        component="article"
        withBorder
        padding="md"
        className={classes.card}
        aria-label={t('course.lockedCourse', { title: course.title })}
        data-locked
      >
        <Card.Section className={classes.cover}>
          <Cover course={course} />
        </Card.Section>
        <div className={classes.body}>
          <Text component="h3" fw={600} lineClamp={2} mt="md" c="dimmed">
            {course.title}
          </Text>
          <Group gap={6} wrap="nowrap" className={classes.footer}>
            <IconLock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('course.lockedText')}
            </Text>
          </Group>
          {/* The whole card answers the click (the button stretches over it, CourseCard.module.css). */}
          <UnstyledButton
            className={classes.lockedAction}
            aria-haspopup="dialog"
            onClick={() => showLocked({ courseId: course.id, title: course.title, kind: 'course', href: coursePagePath(course.id) })}
          >
            {t('locked.howTo')}
          </UnstyledButton>
        </div>
      </Card>
    );
  }
  const next = course.locked ? null : course.next_lesson;
  return (
    <Card component="article" withBorder padding="md" className={classes.card} data-linked data-locked={course.locked || undefined}>
      <Card.Section className={classes.cover}>
        <Cover course={course} showcase={visitor} />
      </Card.Section>
      <div className={classes.body}>
        <Text component="h3" fw={600} lineClamp={2} mt="md" c={course.locked ? 'dimmed' : undefined}>
          <Link to={coursePagePath(course.id)} className={classes.stretched}>
            {course.title}
          </Link>
        </Text>
        {next ? (
          <Link
            to={lessonPath(course.id, next.slug, next.id)}
            className={classes.resume}
            aria-label={`${t(actionLabel(course))}: ${course.title}`}
          >
            <IconPlayerPlayFilled size={14} aria-hidden />
            {t(actionLabel(course))}
          </Link>
        ) : (
          !course.locked && (
            <Text size="sm" c="dimmed">
              {t('course.noLessons')}
            </Text>
          )
        )}
        {course.locked ? (
          <Group gap={6} wrap="nowrap" className={classes.footer} c="dimmed">
            <IconLock size={16} aria-hidden />
            <Text size="sm" inherit>
              {t('showcase.signInToWatch')}
            </Text>
          </Group>
        ) : (
          course.lessons_count > 0 && <ProgressLine course={course} />
        )}
      </div>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card withBorder padding="md" className={classes.card} aria-hidden>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Skeleton height={18} mt="md" width="80%" />
      <Skeleton height={12} mt="sm" width="40%" />
      <Skeleton height={6} mt="lg" />
    </Card>
  );
}
