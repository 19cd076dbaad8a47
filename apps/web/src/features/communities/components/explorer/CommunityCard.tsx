import { Badge, Text, Title } from '@mantine/core';
import { IconLock, IconStarFilled } from '@tabler/icons-react';
import { communityPath } from '@trilha/shared/communities/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExplorerItem } from '../../api/feed-types';
import classes from './CommunityCard.module.css';
import { lookImage, lookStyle } from './community-look';
import { SalesButton } from './SalesButton';

type Props = { tenant: number; community: ExplorerItem };

/** "Clube da Fotografia" → "CF": the first letters of the first two words that are not short joiners (da, de, of…). */
function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => word.length > 3 || /^\p{Lu}/u.test(word));
  const picked = (words.length > 0 ? words : [title]).slice(0, 2);
  return picked.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('');
}

/**
 * One community on the communities page: its picture (cover, preset background or colour), title,
 * description cut to three lines, and for a closed one a lock and its offer. The whole card opens
 * the community, a closed one too: its page says what it is and sells it.
 */
export function CommunityCard({ tenant, community }: Props) {
  const { t } = useTranslation();
  const image = lookImage(community);
  const locked = !community.has_access;
  return (
    <article className={classes.card} data-testid="community-card" data-locked={locked || undefined}>
      <div className={classes.media} style={lookStyle(community)}>
        {/* The title names the community right below: the picture is decoration. */}
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          // Colour only: the community's initials, large, so the card is not an empty box.
          <span className={classes.initial} aria-hidden>
            {initials(community.title)}
          </span>
        )}
        <div className={classes.badges}>
          {community.principal && (
            <Badge color="dark.7" leftSection={<IconStarFilled size={12} aria-hidden />}>
              {t('communities.feed.explorer.principal')}
            </Badge>
          )}
          {locked && (
            <Badge color="dark.7" leftSection={<IconLock size={12} aria-hidden />}>
              {t('communities.feed.explorer.locked')}
            </Badge>
          )}
        </div>
      </div>
      <div className={classes.body}>
        <Title order={2} size="h4" className={classes.title}>
          <Link to={communityPath(tenant, community.id)}>{community.title}</Link>
        </Title>
        {community.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {community.description}
          </Text>
        )}
        {locked && <SalesButton community={community} className={classes.offer} size="sm" />}
      </div>
    </article>
  );
}
