import { ActionIcon, Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTenant } from '../../../lib/tenant';
import { usePublicFooter } from '../api/get-public-footer';
import classes from './Footer.module.css';

/**
 * The student footer (spec 002 Footer): shown only while the school's "Ativar footer?" is on, with
 * the documents that have content and the social links. The switch is read from /api/tenant, which
 * every page already has, so a school without a footer costs no request.
 */
export function Footer() {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  // The live page is a full-screen player with a reduced header (spec 000 §2): no footer there either.
  const onLive = useLocation().pathname.startsWith('/live');
  const visible = (tenant?.footer_visible ?? false) && !onLive;
  const footer = usePublicFooter(visible).data;
  if (!tenant || !visible) return null;

  const socials = [
    { url: footer?.url_youtube, network: 'YouTube', icon: IconBrandYoutube },
    { url: footer?.url_instagram, network: 'Instagram', icon: IconBrandInstagram },
    { url: footer?.url_facebook, network: 'Facebook', icon: IconBrandFacebook },
  ].filter((s): s is typeof s & { url: string } => Boolean(s.url));
  const docs = [
    footer?.has_use_terms && { to: '/termos-de-uso', label: t('footer.useTerms') },
    footer?.has_privacy_terms && { to: '/politicas-de-privacidade', label: t('footer.privacyTitle') },
  ].filter((d): d is { to: string; label: string } => Boolean(d));

  return (
    <Box component="footer" className={classes.footer} aria-label={t('footer.landmark')} data-testid="school-footer">
      <Container fluid px={{ base: 'md', md: 32 }} className={classes.inner}>
        <Text fw={600}>{t('footer.rights', { year: new Date().getFullYear(), school: tenant.name })}</Text>
        {docs.length > 0 && (
          <Group component="nav" aria-label={t('footer.documentsNav')} gap="lg">
            {docs.map((doc) => (
              <Anchor key={doc.to} component={Link} to={doc.to} c="inherit" size="sm">
                {doc.label}
              </Anchor>
            ))}
          </Group>
        )}
        {socials.length > 0 && (
          <Group gap="xs">
            {socials.map(({ url, network, icon: Icon }) => (
              <ActionIcon
                key={network}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('footer.followOn', { school: tenant.name, network })}
              >
                <Icon size={22} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        )}
      </Container>
    </Box>
  );
}
