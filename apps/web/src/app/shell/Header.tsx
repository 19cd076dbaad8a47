import { ActionIcon, Avatar, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { User } from '@trilha/shared/accounts/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useMe } from '../../lib/session';
import { EditButton } from '../edit-panel/EditButton';
import { useCarouselOrderMode } from '../../features/home/order-mode-store';
import { HeaderCustomLinks } from '../../features/links/components/CustomLinks';
import { LiveAlert } from '../../features/lives/components/LiveAlert';
import { loadBellPopover, NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useTenant } from '../../lib/tenant';
import classes from './Header.module.css';
import { headerBackdropBlur, headerControls, headerGradientBackground, isLivePage, usesGradientHeader } from './header-rules';
import { LanguageSelector, loadLanguageMenu } from '../../components/language/LanguageSelector';
import { useHeaderOpacity } from './use-header-opacity';
import { useRankingLinkShown } from './ranking-link';

// The drawer and the search dialog open on a click: they (and Mantine's modal machinery) stay out
// of the first load, fetched when the browser is idle or at the latest on that click.
const loadProfileDrawer = () => import('./ProfileDrawer');
const loadSearchModal = () => import('./SearchModal');
const loadPreferencesModal = () => import('../../features/notifications/components/PreferencesModal');
const ProfileDrawer = lazy(() => loadProfileDrawer().then((m) => ({ default: m.ProfileDrawer })));
const SearchModal = lazy(() => loadSearchModal().then((m) => ({ default: m.SearchModal })));
const PreferencesModal = lazy(() => loadPreferencesModal().then((m) => ({ default: m.PreferencesModal })));

/** Mounts a lazy overlay from its first opening on, so its closing animation and state survive. */
function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}

function usePrefetchWhenIdle() {
  useEffect(() => {
    const prefetch = () => {
      for (const load of [loadProfileDrawer, loadSearchModal, loadLanguageMenu, loadBellPopover]) {
        load().catch(() => {
          // A failed prefetch is retried by the click that needs the code.
        });
      }
    };
    // Not every browser has requestIdleCallback (Safari); a timer stands in there.
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(prefetch, { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(prefetch, 2000) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
}

/**
 * Spec 000 §2 Header: logo, default links, search, language selector and the avatar. With the side
 * navigation on (`sidebar`, docs/appearance.md) the links live there; a visitor of the open
 * showcase gets the catalogue link and "Entrar" instead of search and the avatar.
 */
export function Header({ sidebar = false }: { sidebar?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tenant = useTenant().data;
  const user = useMe().data ?? undefined;
  const overlay = usesGradientHeader(pathname);
  const opacity = useHeaderOpacity(overlay);
  const visitor = !user;
  const controls = headerControls({
    live: isLivePage(pathname),
    language: user?.features.language ?? true,
    notifications: user?.features.notifications ?? false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);
  const [preferencesOpened, preferences] = useDisclosure(false);
  // Spec 000 §2: while staff reorder the home carousels the profile drawer is hidden.
  const profile = !useCarouselOrderMode();
  const searchMounted = useOpenedOnce(searchOpened);
  const drawerMounted = useOpenedOnce(drawerOpened);
  const preferencesMounted = useOpenedOnce(preferencesOpened);
  usePrefetchWhenIdle();

  // A link followed from anywhere (even outside the drawer) should not leave the drawer open.
  const closeDrawer = drawer.close;
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);
  useEffect(() => {
    if (!profile) closeDrawer();
  }, [profile, closeDrawer]);

  return (
    <Box
      component="header"
      className={overlay ? `${classes.header} ${classes.overlay}` : classes.header}
      style={overlay ? { background: headerGradientBackground(opacity), backdropFilter: headerBackdropBlur(opacity) } : undefined}
      data-opacity={overlay ? opacity : undefined}
      data-sidebar={sidebar || undefined}
    >
      <Group h="100%" px={{ base: 'md', md: 'xl' }} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="lg" wrap="nowrap" miw={0}>
          <SchoolBrand tenant={tenant} />
          {tenant && !sidebar && (visitor ? <VisitorNav /> : <MainNav tenant={tenant} features={user.features} />)}
        </Group>

        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {/* Members are told a live is on; the live page itself needs no alert to itself. */}
          {controls.liveAlert && <LiveAlert enabled={user !== undefined} />}
          <EditButton />
          {controls.search && !visitor && (
            <ActionIcon variant="subtle" color="gray" size={40} radius="xl" aria-label={t('shell.openSearch')} onClick={search.open}>
              <IconSearch size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          )}
          {controls.notifications && user && <NotificationBell />}
          {controls.language && <LanguageSelector />}
          {visitor && <SignInButton />}
          {user &&
            (profile ? (
              <AvatarControl user={user} opensDrawer={controls.avatarOpensDrawer} onOpen={drawer.open} />
            ) : (
              // Ordering the carousels: the avatar stays (who is signed in), the drawer does not open (spec 000 §2).
              <Avatar src={user.photo_url} name={user.name} alt={user.name} size={38} color="school" variant="filled" ml={4} />
            ))}
        </Group>
      </Group>

      <Suspense fallback={null}>
        {controls.search && searchMounted && <SearchModal opened={searchOpened} onClose={search.close} />}
        {user && profile && controls.avatarOpensDrawer && drawerMounted && (
          <ProfileDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            user={user}
            onOpenPreferences={() => {
              drawer.close();
              preferences.open();
            }}
          />
        )}
        {/* The drawer's Notificações entry opens the preferences modal (spec 000 §2); it outlives the drawer. */}
        {user?.features.notifications && preferencesMounted && <PreferencesModal opened={preferencesOpened} onClose={preferences.close} />}
      </Suspense>
    </Box>
  );
}

function SchoolBrand({ tenant }: { tenant: TenantReply | undefined }) {
  const { t } = useTranslation();
  const name = tenant?.name ?? '';
  return (
    <Link to="/homepage" className={classes.brandLink} aria-label={tenant?.logo ? undefined : t('shell.homeOf', { school: name })}>
      {tenant?.logo ? (
        <img src={tenant.logo} alt={t('shell.homeOf', { school: name })} className={classes.logo} />
      ) : (
        <Text component="span" fw={700} size="lg" truncate="end" maw={{ base: 150, md: 240 }} aria-hidden>
          {name}
        </Text>
      )}
    </Link>
  );
}

/**
 * Spec 000 §1: Home, Favorites, Communities when the school shows it, Ranking while it is on
 * (docs/gamification.md "Student screens"), then its custom links; hidden below 1024px. What the member's
 * experience leaves out (the review account's) is not linked.
 */
function MainNav({ tenant, features }: { tenant: TenantReply; features: User['features'] | undefined }) {
  const { t } = useTranslation();
  // The ranking page, while the school's ranking is on.
  const ranking = useRankingLinkShown();
  return (
    <Box component="nav" aria-label={t('shell.mainNav')} visibleFrom="md">
      <Group gap={4} wrap="nowrap">
        <NavLink to="/homepage" className={classes.link}>
          {t('shell.home')}
        </NavLink>
        {features?.favorites !== false && (
          <NavLink to="/favoritos" className={classes.link}>
            {t('shell.favorites')}
          </NavLink>
        )}
        {tenant.show_communities_page && features?.communities !== false && (
          <NavLink to={`/comunidade/explorer?tenant=${tenant.id}`} className={classes.link}>
            {t('shell.communities')}
          </NavLink>
        )}
        {ranking && (
          <NavLink to="/ranking" className={classes.link}>
            {t('shell.ranking')}
          </NavLink>
        )}
        <HeaderCustomLinks tenantId={tenant.id} linkClassName={classes.link} />
      </Group>
    </Box>
  );
}

/** The open showcase: a visitor browses the catalogue (docs/appearance.md). */
function VisitorNav() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('shell.mainNav')} visibleFrom="sm">
      <NavLink to="/courses" end className={classes.link}>
        {t('catalogPage.courses')}
      </NavLink>
    </Box>
  );
}

/** "Entrar", coming back to the page the visitor was looking at. */
function SignInButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Button component={Link} to={`/login?next=${encodeURIComponent(pathname + search)}`} radius="xl" size="sm" ml={4}>
      {t('showcase.signIn')}
    </Button>
  );
}

/** Opens the profile drawer; on the live page it leads home instead (spec 000 §2). */
function AvatarControl({ user, opensDrawer, onOpen }: { user: User; opensDrawer: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  // Decorative inside its labelled button: its initials are not the button's name.
  const avatar = <Avatar src={user.photo_url} name={user.name} alt="" size={38} color="school" variant="filled" aria-hidden />;
  if (!opensDrawer) {
    return (
      <UnstyledButton component={Link} to="/homepage" aria-label={t('shell.backHome')} className={classes.avatarButton}>
        {avatar}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('shell.openProfile')} aria-haspopup="dialog" className={classes.avatarButton} ml={4}>
      {avatar}
    </UnstyledButton>
  );
}
