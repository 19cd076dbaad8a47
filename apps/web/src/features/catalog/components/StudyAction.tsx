import { Button } from '@mantine/core';
import { IconLock, IconLogin2, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShowLocked } from '../../../components/locked/LockedContentProvider';
import { lessonPath } from './lesson-path';

type Props = {
  courseId: number;
  /** What the locked dialog names: the course, or the module and its course. */
  title: string;
  kind: 'course' | 'module';
  locked: boolean;
  visitor: boolean;
  next: { id: number; slug: string } | null;
  finished: number;
  total: number;
};

/** Where the sign-in page brings a visitor back to: this page (LoginPage reads `next`). */
export function useSignInPath() {
  const { pathname, search } = useLocation();
  return `/login?next=${encodeURIComponent(pathname + search)}`;
}

/**
 * The page's main button: "Começar", "Continuar" or "Rever" to the next lesson; on locked content
 * the way in (the locked-content dialog); for a visitor of the open showcase, "Entrar para assistir".
 */
export function StudyAction({ courseId, title, kind, locked, visitor, next, finished, total }: Props) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  const signIn = useSignInPath();
  const size = 'md';
  if (visitor) {
    return (
      <Button component={Link} to={signIn} size={size} radius="xl" leftSection={<IconLogin2 size={18} aria-hidden />} w="fit-content">
        {t('showcase.signInToWatch')}
      </Button>
    );
  }
  if (locked) {
    return (
      <Button
        size={size}
        radius="xl"
        variant="white"
        color="dark"
        aria-haspopup="dialog"
        leftSection={<IconLock size={18} aria-hidden />}
        onClick={() => showLocked({ courseId, title, kind })}
        w="fit-content"
      >
        {t('locked.howTo')}
      </Button>
    );
  }
  if (!next) {
    return (
      <Button size={size} radius="xl" disabled w="fit-content">
        {t('course.noLessons')}
      </Button>
    );
  }
  const review = kind === 'module' ? 'modulePage.review' : 'course.review';
  const label = finished === 0 ? 'course.start' : finished >= total ? review : 'course.continue';
  return (
    <Button
      component={Link}
      to={lessonPath(courseId, next.slug, next.id)}
      size={size}
      radius="xl"
      leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
      w="fit-content"
    >
      {t(label)}
    </Button>
  );
}
