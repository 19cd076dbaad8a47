import { Progress, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconLock } from '@tabler/icons-react';
import type { CardType } from '@trilha/shared/carousels/schemas';
import type { HomeItem } from '@trilha/shared/home/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from './FavoriteButton';
import { useShowLocked } from './locked/LockedContentProvider';
import classes from './ContentCard.module.css';

const knownTypes: readonly string[] = ['horizontal', 'vertical', 'square', 'circle', 'biggerImage', 'fullImage'];
/** Spec 002 §3 card types; anything unexpected shows as the default horizontal card. */
export const cardTypeOf = (value: string): CardType => (knownTypes.includes(value) ? (value as CardType) : 'horizontal');

/** Lessons and modules say which course (and module) they come from, above their own title; a mixed list names the kind too. */
function context(item: HomeItem, kind: string | null): string | null {
  const parts = item.kind === 'lesson' ? [item.course_title, item.module_title] : item.kind === 'module' ? [item.course_title] : [];
  return [kind, ...parts].filter(Boolean).join(' · ') || null;
}

function Media({ item }: { item: HomeItem }) {
  const { t } = useTranslation();
  return (
    <div className={classes.media}>
      {item.image ? (
        <img src={item.image} alt="" loading="lazy" decoding="async" className={classes.image} />
      ) : (
        <div className={classes.placeholder} aria-hidden>
          <IconBook2 size={40} stroke={1.4} />
        </div>
      )}
      {/* In a corner, small: covers often carry their own title, and the lock must never hide it. */}
      {item.locked && (
        <ThemeIcon className={classes.lock} size={30} radius="xl" color="dark" variant="filled" aria-hidden>
          <IconLock size={17} />
        </ThemeIcon>
      )}
      {item.progress !== null && (
        <Progress
          className={classes.progress}
          value={item.progress}
          size={5}
          radius={0}
          aria-label={t('homePage.watched', { percent: item.progress })}
        />
      )}
    </div>
  );
}

type Props = { item: HomeItem; cardType: CardType; showKind?: boolean };

/**
 * One course, module or lesson in a carousel or in the favourites grid, drawn as the carousel's
 * card type. Unlocked cards link to `item.href`; locked ones are a button that explains the lock
 * and offers the way in (components/locked).
 */
export function ContentCard({ item, cardType, showKind = false }: Props) {
  const { t } = useTranslation();
  const showLocked = useShowLocked();
  const eyebrow = context(item, showKind ? t(`homePage.kind.${item.kind}`) : null);
  const body = (
    <>
      <Media item={item} />
      <div className={classes.caption}>
        {eyebrow && (
          <Text size="xs" c="dimmed" truncate="end" className={classes.eyebrow}>
            {eyebrow}
          </Text>
        )}
        <Text component="span" fw={600} lineClamp={2} className={classes.title}>
          {item.title}
        </Text>
      </div>
    </>
  );
  return (
    <div className={classes.card} data-card-type={cardType} data-locked={item.locked || undefined} data-kind={item.kind}>
      {item.locked ? (
        <button
          type="button"
          className={classes.link}
          aria-haspopup="dialog"
          aria-label={t('locked.cardLabel', { title: item.title })}
          onClick={() => showLocked({ courseId: item.course_id, title: item.title, kind: item.kind, href: item.href })}
        >
          {body}
        </button>
      ) : (
        <Link to={item.href} className={classes.link}>
          {body}
        </Link>
      )}
      {item.kind !== 'module' && <FavoriteButton kind={item.kind} id={item.id} title={item.title} className={classes.favorite} size={34} />}
    </div>
  );
}

export function ContentCardSkeleton({ cardType }: { cardType: CardType }) {
  return (
    <div className={classes.card} data-card-type={cardType} aria-hidden>
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.caption}>
        <Skeleton height={14} width="75%" mt={4} />
      </div>
    </div>
  );
}
