import { NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { customLinkHref } from '@trilha/shared/links/constants';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session';
import { useLinks } from '../api/get-links';

/** The signed-in member's school links; the review account sees none (spec 000 §2; the server's `features`). */
function useVisibleLinks(tenantId: number) {
  const user = useMe().data;
  const links = useLinks(tenantId, user?.features.custom_links ?? false);
  return links.data ?? [];
}

/** Spec 000 §1: the school's custom links after the header's default links, each in a new tab. */
export function HeaderCustomLinks({ tenantId, linkClassName }: { tenantId: number; linkClassName?: string }) {
  const { t } = useTranslation();
  const links = useVisibleLinks(tenantId);
  return links.map((link) => (
    <a key={link.id} href={customLinkHref(link.url)} target="_blank" rel="noopener noreferrer" className={linkClassName} data-custom-link>
      {link.title}
      <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>
    </a>
  ));
}

/** Spec 000 §2: on narrow screens the profile drawer lists the custom links. */
export function DrawerCustomLinks({ tenantId, onFollow }: { tenantId: number; onFollow: () => void }) {
  const { t } = useTranslation();
  const links = useVisibleLinks(tenantId);
  return links.map((link) => (
    <NavLink
      key={link.id}
      component="a"
      href={customLinkHref(link.url)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onFollow}
      label={
        <>
          {link.title}
          <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>
        </>
      }
      leftSection={<IconExternalLink size={20} stroke={1.6} aria-hidden />}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontSize: 'var(--mantine-font-size-md)' } }}
      py={10}
      data-custom-link
    />
  ));
}
