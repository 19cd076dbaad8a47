import { Avatar, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconExternalLink,
  IconHeart,
  IconHome,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutGrid,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { coursePagePath } from '@trilha/shared/catalog/paths';
import { customLinkHref } from '@trilha/shared/links/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMyCourses } from '../../features/catalog/api/get-my-courses';
import { useLinks } from '../../features/links/api/get-links';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';
import classes from './Sidebar.module.css';
import { useRankingLinkShown } from './ranking-link';
import { useSidebarCollapsed } from './sidebar-rules';

/** How many of the member's courses the side navigation lists before "Todos os cursos". */
const SIDEBAR_COURSES = 8;

/** One entry: its label beside the icon, or, collapsed, in a tooltip and for screen readers. */
function Entry({ to, href, icon, label, collapsed }: { to?: string; href?: string; icon: ReactNode; label: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={classes.label}>{label}</span>}
      {href && <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>}
    </>
  );
  const link = href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.item} data-custom-link>
      {content}
    </a>
  ) : (
    <NavLink to={to ?? '/'} className={classes.item} end={to === '/courses'}>
      {content}
    </NavLink>
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow openDelay={150}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/**
 * The side navigation of the Aparência "sidebar" switch (docs/appearance.md): Home, Favoritos, Comunidades
 * when the school shows them, Ranking while it is on (docs/gamification.md "Student screens"), the school's
 * links and the member's courses; it folds to icons and remembers that per browser.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  const features = useMe().data?.features;
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const ranking = useRankingLinkShown();
  const links = useLinks(tenant?.id, features?.custom_links ?? false).data ?? [];
  const courses = (useMyCourses().data ?? []).filter((course) => !course.locked);
  const icon = (Icon: typeof IconHome) => <Icon size={22} stroke={1.7} aria-hidden />;
  return (
    <aside className={classes.sidebar} data-collapsed={collapsed || undefined} data-testid="sidebar">
      <nav aria-label={t('sidebar.label')} className={classes.scroll}>
        <Entry to="/homepage" icon={icon(IconHome)} label={t('shell.home')} collapsed={collapsed} />
        {features?.favorites !== false && (
          <Entry to="/favoritos" icon={icon(IconHeart)} label={t('shell.favorites')} collapsed={collapsed} />
        )}
        {tenant?.show_communities_page && features?.communities !== false && (
          <Entry
            to={`/comunidade/explorer?tenant=${tenant.id}`}
            icon={icon(IconUsersGroup)}
            label={t('shell.communities')}
            collapsed={collapsed}
          />
        )}
        {ranking && <Entry to="/ranking" icon={icon(IconTrophy)} label={t('shell.ranking')} collapsed={collapsed} />}
        {links.map((link) => (
          <Entry key={link.id} href={customLinkHref(link.url)} icon={icon(IconExternalLink)} label={link.title} collapsed={collapsed} />
        ))}
        <div className={classes.section} role={collapsed ? 'separator' : undefined}>
          {!collapsed && t('sidebar.myCourses')}
        </div>
        {courses.slice(0, SIDEBAR_COURSES).map((course) => (
          <Entry
            key={course.id}
            to={coursePagePath(course.id)}
            icon={<Avatar src={course.cover_url} name={course.title} alt="" size={26} radius="sm" color="school" aria-hidden />}
            label={course.title}
            collapsed={collapsed}
          />
        ))}
        <Entry to="/courses" icon={icon(IconLayoutGrid)} label={t('sidebar.allCourses')} collapsed={collapsed} />
      </nav>
      <div className={classes.foot}>
        <UnstyledButton className={`${classes.item} ${classes.toggle}`} onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}>
          <span className={classes.icon}>{icon(collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse)}</span>
          {collapsed ? (
            <VisuallyHidden>{t('sidebar.expand')}</VisuallyHidden>
          ) : (
            <span className={classes.label}>{t('sidebar.collapse')}</span>
          )}
        </UnstyledButton>
      </div>
    </aside>
  );
}
