import { Button, Collapse, Group, NavLink, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { communityPath } from '@trilha/shared/communities/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExplorerItem } from '../../api/feed-types';
import { lookImage, lookStyle } from '../explorer/community-look';
import classes from './OtherCommunities.module.css';

type Props = { tenant: number; communities: ExplorerItem[]; collapsible: boolean };

/** The school's other communities beside the feed (the page leaves them out when the community hides them: `hide_channels_groups`). */
export function OtherCommunities({ tenant, communities: others, collapsible }: Props) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const listId = useId();

  const list = (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} id={listId}>
      {others.map((community) => (
        <li key={community.id}>
          <OtherLink tenant={tenant} community={community} />
        </li>
      ))}
    </Stack>
  );

  // On a phone the list waits behind one button above the feed, so the feed comes first.
  if (collapsible) {
    return (
      <nav aria-label={t('communities.feed.community.others')}>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronDown size={16} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
          aria-expanded={opened}
          aria-controls={listId}
          onClick={toggle}
        >
          {t('communities.feed.community.othersToggle', { count: others.length })}
        </Button>
        <Collapse expanded={opened}>
          <Paper withBorder radius="md" p="xs" mt="xs">
            {list}
          </Paper>
        </Collapse>
      </nav>
    );
  }
  return (
    <Paper component="nav" aria-labelledby={`${listId}-heading`} withBorder radius="md" p="md" className={classes.panel}>
      <Title order={2} size="h5" mb="sm" id={`${listId}-heading`}>
        {t('communities.feed.community.others')}
      </Title>
      {list}
    </Paper>
  );
}

function OtherLink({ tenant, community }: { tenant: number; community: ExplorerItem }) {
  const { t } = useTranslation();
  const image = lookImage(community);
  return (
    <NavLink
      component={Link}
      to={communityPath(tenant, community.id)}
      className={classes.link}
      label={
        <Group gap={6} wrap="nowrap" component="span">
          <span>{community.title}</span>
          {!community.has_access && (
            <>
              <IconLock size={14} aria-hidden />
              <VisuallyHidden>{t('communities.feed.community.lockedLabel')}</VisuallyHidden>
            </>
          )}
        </Group>
      }
      leftSection={
        <span className={classes.swatch} style={lookStyle(community)} aria-hidden>
          {image && <img src={image} alt="" loading="lazy" />}
        </span>
      }
    />
  );
}
