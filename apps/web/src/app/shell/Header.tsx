import { ActionIcon, Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { User } from '@trilha/shared/accounts/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useMe } from '../../features/accounts/api/get-me';
import { EditButton } from '../../features/edit-panel/components/EditButton';
import { HeaderCustomLinks } from '../../features/links/components/CustomLinks';
import { useTenant } from '../../features/tenancy/api/get-tenant';
import classes from './Header.module.css';
import { headerControls, headerGradientBackground, isLivePage, usesGradientHeader } from './header-rules';
import { LanguageSelector } from './LanguageSelector';
import { ProfileDrawer } from './ProfileDrawer';
import { SearchModal } from './SearchModal';
import { useHeaderOpacity } from './use-header-opacity';

/** Spec 000 §2 Header: logo, default links, search, language selector and the avatar. */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tenant = useTenant().data;
  const user = useMe().data ?? undefined;
  const overlay = usesGradientHeader(pathname);
  const opacity = useHeaderOpacity(overlay);
  const controls = headerControls({ live: isLivePage(pathname), reviewAccount: user?.review_account ?? false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);

  // A link followed from anywhere (even outside the drawer) should not leave the drawer open.
  const closeDrawer = drawer.close;
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  return (
    <Box
      component="header"
      className={overlay ? `${classes.header} ${classes.overlay}` : classes.header}
      style={overlay ? { background: headerGradientBackground(opacity) } : undefined}
      data-opacity={overlay ? opacity : undefined}
    >
      <Group h="100%" px={{ base: 'md', md: 'xl' }} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="lg" wrap="nowrap" miw={0}>
          <SchoolBrand tenant={tenant} />
          {tenant && <MainNav tenant={tenant} />}
        </Group>

        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <EditButton />
          {controls.search && (
            <ActionIcon variant="subtle" color="gray" size={40} radius="xl" aria-label={t('shell.openSearch')} onClick={search.open}>
              <IconSearch size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          )}
          {controls.language && <LanguageSelector />}
          {user && <AvatarControl user={user} opensDrawer={controls.avatarOpensDrawer} onOpen={drawer.open} />}
        </Group>
      </Group>

      {controls.search && <SearchModal opened={searchOpened} onClose={search.close} />}
      {user && controls.avatarOpensDrawer && <ProfileDrawer opened={drawerOpened} onClose={drawer.close} user={user} />}
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

/** Spec 000 §1: Home, Favorites, Communities when the school shows it, then its custom links; hidden below 1024px. */
function MainNav({ tenant }: { tenant: TenantReply }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('shell.mainNav')} visibleFrom="md">
      <Group gap={4} wrap="nowrap">
        <NavLink to="/homepage" className={classes.link}>
          {t('shell.home')}
        </NavLink>
        <NavLink to="/favoritos" className={classes.link}>
          {t('shell.favorites')}
        </NavLink>
        {tenant.show_communities_page && (
          <NavLink to={`/comunidade/explorer?tenant=${tenant.id}`} className={classes.link}>
            {t('shell.communities')}
          </NavLink>
        )}
        <HeaderCustomLinks tenantId={tenant.id} linkClassName={classes.link} />
      </Group>
    </Box>
  );
}

/** Opens the profile drawer; on the live page it leads home instead (spec 000 §2). */
function AvatarControl({ user, opensDrawer, onOpen }: { user: User; opensDrawer: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const avatar = <Avatar src={user.photo_url} name={user.name} alt="" size={38} color="school" variant="filled" />;
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
