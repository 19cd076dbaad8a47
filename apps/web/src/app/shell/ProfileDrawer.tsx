import { Avatar, Badge, Box, Divider, Drawer, Group, NavLink, Stack, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBell,
  IconBookmark,
  IconClockHour4,
  IconDownload,
  IconHome,
  IconLogout,
  IconServer2,
  IconStar,
  IconTrophy,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { User } from '@trilha/shared/accounts/schemas';
import type { RankingMeReply } from '@trilha/shared/gamification/student-schemas';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout';
import { useMyRanking } from '../../features/gamification/ranking/api/get-my-ranking';
import { profileShows, scores } from '../../features/gamification/ranking/profile-rules';
import { DrawerCustomLinks } from '../../features/links/components/CustomLinks';
import { useTenant } from '../../lib/tenant';
import { drawerEntries, goToOffline, inAppWrapper, showsCustomLinks, type DrawerEntry } from './drawer-entries';
import { useRankingLinkShown } from './ranking-link';

type EntryView = { icon: Icon; label: string; to?: string; isNew?: boolean };

const ENTRIES: Record<DrawerEntry, EntryView> = {
  home: { icon: IconHome, label: 'drawer.home', to: '/homepage' },
  profile: { icon: IconUserCircle, label: 'drawer.profile', to: '/dashboard/profile' },
  favorites: { icon: IconBookmark, label: 'drawer.favorites', to: '/favoritos' },
  // Its path carries the school id; filled in where the tenant is known.
  communities: { icon: IconUsersGroup, label: 'shell.communities' },
  reviews: { icon: IconStar, label: 'drawer.reviews', to: '/avaliacoes' },
  ranking: { icon: IconTrophy, label: 'drawer.ranking', to: '/ranking' },
  // Opens the notification preferences modal (spec 000 §2), not a page.
  notifications: { icon: IconBell, label: 'drawer.notifications', isNew: true },
  reminders: { icon: IconClockHour4, label: 'drawer.reminders', to: '/lembretes' },
  downloads: { icon: IconDownload, label: 'drawer.downloads' },
  operator: { icon: IconServer2, label: 'drawer.operator', to: '/operador' },
};

type Props = {
  opened: boolean;
  onClose: () => void;
  user: User;
  /** The Notificações entry: the header closes the drawer and opens the preferences modal. */
  onOpenPreferences: () => void;
};

/**
 * The greeting's points and level (docs/gamification.md "Student screens"), where the level's flags allow;
 * nothing for staff, for someone who does not score, or while the answer is on its way (the greeting never
 * waits for it).
 */
function useGreetingScore(user: User, opened: boolean): string | null {
  const { t, i18n } = useTranslation();
  const tenantId = useTenant().data?.id;
  const reply = useMyRanking(tenantId, opened && !user.staff).data as Partial<RankingMeReply> | undefined;
  // The drawer is on every page: an answer not in the contract's shape shows no points, and breaks nothing.
  if (typeof reply?.score !== 'number' || reply.rank === undefined || reply.level === undefined || reply.next_level === undefined)
    return null;
  const me = reply as RankingMeReply;
  if (!scores(me)) return null;
  const shows = profileShows(me);
  const parts = [
    shows.score ? t('drawer.score', { score: me.score.toLocaleString(i18n.language), points: me.points_name }) : null,
    shows.level && me.level ? t('drawer.level', { name: me.level.name }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Spec 000 §2 Profile drawer: greeting, width-dependent entries, Downloads in the app, Sign out. */
export function ProfileDrawer({ opened, onClose, user, onOpenPreferences }: Props) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const logout = useLogout();
  // Read synchronously: the app renders on the client only, and a first frame with the wrong
  // entry list would flash.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const tenant = useTenant().data;
  const score = useGreetingScore(user, opened);
  const ranking = useRankingLinkShown();
  const drawerContext = {
    wide,
    desktop,
    features: user.features,
    communities: Boolean(tenant?.show_communities_page),
    inApp: inAppWrapper(),
    ranking,
    operator: user.operator ?? false,
  };
  const entries = drawerEntries(drawerContext);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      title={t('drawer.title')}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-gray-4)', fontWeight: 500 } }}
    >
      <Stack gap="md">
        <UnstyledButton
          component={Link}
          to="/dashboard/profile"
          onClick={onClose}
          aria-label={[t('drawer.greeting', { name: user.name }), score, t('drawer.viewProfile')].filter(Boolean).join(', ')}
          p="sm"
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-6)' }}
        >
          <Group wrap="nowrap" gap="md">
            <Avatar src={user.photo_url} name={user.name} alt="" size={52} color="school" variant="filled" />
            <Box miw={0}>
              <Text fw={600} size="lg" lineClamp={2}>
                {t('drawer.greeting', { name: user.name })}
              </Text>
              <Text size="sm" c="gray.5" truncate="end">
                {user.email}
              </Text>
              {score && (
                <Text size="sm" fw={600} c="gray.2" truncate="end" data-testid="drawer-score">
                  {score}
                </Text>
              )}
            </Box>
          </Group>
        </UnstyledButton>

        <Box component="nav" aria-label={t('drawer.title')}>
          {entries.map((entry) => {
            const base = ENTRIES[entry];
            const view = entry === 'communities' ? { ...base, to: `/comunidade/explorer?tenant=${tenant?.id ?? ''}` } : base;
            const Icon = view.icon;
            const common = {
              label: t(view.label),
              leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
              rightSection: view.isNew ? (
                <Badge size="sm" variant="filled" color="school">
                  {t('drawer.new')}
                </Badge>
              ) : null,
              styles: { root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontSize: 'var(--mantine-font-size-md)' } },
              py: 10,
            };
            if (entry === 'notifications') {
              return <NavLink key={entry} component="button" aria-haspopup="dialog" {...common} onClick={onOpenPreferences} />;
            }
            if (entry === 'downloads' || !view.to) {
              return (
                <NavLink
                  key={entry}
                  component="button"
                  {...common}
                  onClick={() => {
                    goToOffline();
                    onClose();
                  }}
                />
              );
            }
            return (
              <NavLink
                key={entry}
                component={Link}
                to={view.to}
                active={pathname === view.to}
                aria-current={pathname === view.to ? 'page' : undefined}
                onClick={onClose}
                {...common}
              />
            );
          })}
          {tenant && showsCustomLinks(drawerContext) && <DrawerCustomLinks tenantId={tenant.id} onFollow={onClose} />}
        </Box>

        <Divider />
        <NavLink
          component="button"
          label={t('drawer.signOut')}
          leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontSize: 'var(--mantine-font-size-md)' } }}
          py={10}
        />
      </Stack>
    </Drawer>
  );
}
