import { Progress, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconLock } from '@tabler/icons-react';
import type { CardType } from '@trilha/shared/carousels/schemas';
import type { HomeItem } from '@trilha/shared/home/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from './FavoriteButton';
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
      {item.locked && (
        <div className={classes.lock} aria-hidden>
          <ThemeIcon size={44} radius="xl" color="dark" variant="filled">
            <IconLock size={24} />
          </ThemeIcon>
        </div>
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
 * card type. Unlocked cards link to `item.href`; locked ones show a lock and lead nowhere.
 */
export function ContentCard({ item, cardType, showKind = false }: Props) {
  const { t } = useTranslation();
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
        <div role="link" aria-disabled="true" title={t('homePage.locked')} className={classes.link}>
          {body}
          <VisuallyHidden>{t('homePage.locked')}</VisuallyHidden>
        </div>
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
