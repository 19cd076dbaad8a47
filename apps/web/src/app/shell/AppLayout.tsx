import { Box, Progress } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import classes from './AppLayout.module.css';
import { LockedContentProvider } from '../../components/locked/LockedContentProvider';
import { Footer } from '../../features/footer/components/Footer';
import { useMe } from '../../lib/session';
import { Celebrations } from './Celebrations';
import { Header } from './Header';
import { HEADER_HEIGHT, usesGradientHeader } from './header-rules';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useSidebarCollapsed, useSidebarShown } from './sidebar-rules';

// Only schools that turned the side navigation on load it: the first load of the others stays lighter.
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

/**
 * The signed-in frame: skip link, header, and the page in the main landmark. Under the fixed
 * gradient header the page is padded by the header's height, so nothing hides beneath it; a page
 * that wants its hero behind the header pulls it up with `calc(-1 * var(--trilha-header-height))`.
 */
// Editors only: students never download the panel, its sections or their strings.
const EditPanel = lazy(() => import('../edit-panel/EditPanel').then((m) => ({ default: m.EditPanel })));

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const overlay = usesGradientHeader(pathname);
  const canEdit = useMe().data?.canEdit ?? false;
  // Aparência "sidebar" (docs/appearance.md): the page and footer make room for the side navigation.
  const sidebar = useSidebarShown();
  const [collapsed] = useSidebarCollapsed();
  const sidebarWidth = sidebar ? (collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH) : 0;
  return (
    <Box
      className={classes.root}
      style={{ '--trilha-header-height': `${HEADER_HEIGHT}px`, '--trilha-sidebar-width': `${sidebarWidth}px` }}
      data-overlay-header={overlay || undefined}
      data-sidebar={sidebar || undefined}
    >
      <a href="#conteudo" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <Progress value={100} animated size={3} radius={0} className={classes.progress} aria-label={t('common.loading')} />
      )}
      <Header sidebar={sidebar} />
      {sidebar && (
        <Suspense fallback={null}>
          <Sidebar />
        </Suspense>
      )}
      {canEdit && (
        <Suspense fallback={null}>
          <EditPanel />
        </Suspense>
      )}
      <Box component="main" id="conteudo" tabIndex={-1} className={classes.main} pt={overlay ? HEADER_HEIGHT : 0}>
        <LockedContentProvider>
          <Outlet />
        </LockedContentProvider>
      </Box>
      <Footer />
      {/* A level or reward earned is celebrated on the next page the student opens. */}
      <Celebrations />
    </Box>
  );
}
