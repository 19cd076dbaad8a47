import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBook2, IconCalendarTime, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearch } from '../api/search-catalog';
import { coursePagePath } from '@trilha/shared/catalog/paths';
import { lessonPath } from './lesson-path';
import { releaseOf, useReleaseText } from './release-date';
import classes from './SearchSuggestions.module.css';

/** How many of each kind the search box suggests; the results page shows them all. */
const SUGGESTED = 4;

type Props = { term: string; onFollow: () => void };

/**
 * What the search box suggests while the student types (spec 000 §9: 500 ms after the last key):
 * the first courses and lessons whose title matches, each a link, and the way to every result.
 */
export function SearchSuggestions({ term, onFollow }: Props) {
  const { t } = useTranslation();
  const release = useReleaseText();
  const search = useSearch(term);
  if (!term) return null;
  if (search.isPending) {
    return (
      <Group gap="xs" role="status" mt="md">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('search.looking')}
        </Text>
      </Group>
    );
  }
  if (search.isError) return null;
  // A course opens its page (docs/catalog.md "Where cards go"), even before it has lessons.
  const courses = search.data.courses.slice(0, SUGGESTED);
  const lessons = search.data.lessons.slice(0, SUGGESTED);
  const count = courses.length + lessons.length;
  return (
    <Stack gap={4} mt="md" aria-busy={search.isPlaceholderData}>
      <Text size="xs" c="dimmed" role="status" fw={600} tt="uppercase">
        {count === 0 ? t('search.nothing', { term }) : t('search.suggestions')}
      </Text>
      {count > 0 && (
        <ul className={classes.list} aria-label={t('search.suggestions')}>
          {courses.map((course) => (
            <li key={`c${course.id}`}>
              <UnstyledButton component={Link} to={coursePagePath(course.id)} className={classes.item} onClick={onFollow}>
                {course.locked ? <IconLock size={18} aria-hidden /> : <IconBook2 size={18} aria-hidden />}
                <span className={classes.text}>
                  <span className={classes.title}>{course.title}</span>
                  <span className={classes.meta}>{t(course.locked ? 'search.lockedCourse' : 'search.course')}</span>
                </span>
              </UnstyledButton>
            </li>
          ))}
          {lessons.map((lesson) => {
            const releaseAt = releaseOf(lesson);
            return (
              <li key={`l${lesson.id}`}>
                <UnstyledButton
                  component={Link}
                  to={lessonPath(lesson.course_id, lesson.slug, lesson.id)}
                  className={classes.item}
                  onClick={onFollow}
                >
                  {releaseAt ? (
                    <IconCalendarTime size={18} aria-hidden />
                  ) : lesson.locked ? (
                    <IconLock size={18} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={18} aria-hidden />
                  )}
                  <span className={classes.text}>
                    <span className={classes.title}>{lesson.title}</span>
                    <span className={classes.meta}>
                      {lesson.course_title}
                      {releaseAt && ` · ${release.opensOn(releaseAt)}`}
                    </span>
                  </span>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
