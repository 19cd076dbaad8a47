import { Anchor, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fontStack, isFontFamily, loadFont } from '../../../../lib/fonts';
import type { CommunityView } from '../../api/feed-types';
import { externalHref, safeColor } from '../explorer/community-look';
import classes from './CommunityHeader.module.css';

type Props = {
  tenant: number;
  view: CommunityView;
  /** The way back to the communities page, while that page is open to this member. */
  allLink: boolean;
};

/** The community's colours as CSS variables; a colour the school left empty keeps the page's own. */
function lookVariables(view: CommunityView): CSSProperties {
  const { appearance } = view;
  const vars: Record<string, string> = {};
  if (appearance.primary_text_color) vars['--community-text'] = safeColor(appearance.primary_text_color, '#FFFFFF');
  if (appearance.secondary_text_color) vars['--community-secondary'] = safeColor(appearance.secondary_text_color, '#FFFFFF');
  if (appearance.shadow_color) vars['--community-shadow'] = `0 2px 8px ${safeColor(appearance.shadow_color, '#000000')}`;
  const font = appearance.font_family;
  return {
    ...vars,
    backgroundColor: safeColor(appearance.background_color),
    fontFamily: font && isFontFamily(font) ? fontStack(font) : undefined,
  };
}

/** The head of a community's page: where it sits (all communities), its name, description and links. */
export function CommunityHeader({ tenant, view, allLink }: Props) {
  const { t } = useTranslation();
  const font = view.appearance.font_family;
  useEffect(() => {
    if (font) void loadFont(font);
  }, [font]);
  const links = view.links.flatMap((link) => {
    const href = externalHref(link.url);
    return href ? [{ ...link, href }] : [];
  });

  return (
    <header className={classes.header} style={lookVariables(view)} data-testid="community-header">
      {/* The pictures are the community's decoration; its name is the heading below. */}
      {view.cover ? (
        <img className={classes.cover} src={view.cover} alt="" />
      ) : (
        view.appearance.background_image && (
          <>
            <img className={classes.backdrop} src={view.appearance.background_image} alt="" />
            {/* A school that chose its text colour chose it for this picture (dark on a light one): no shade then. */}
            {!view.appearance.primary_text_color && <div className={classes.shade} />}
          </>
        )
      )}
      <div className={classes.inner}>
        {allLink && (
          <Anchor component={Link} to={`/comunidade/explorer?tenant=${tenant}`} className={classes.crumb}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {t('communities.feed.community.all')}
            </Group>
          </Anchor>
        )}
        <Title order={1} className={classes.title}>
          {view.title}
        </Title>
        {view.description && <Text className={classes.description}>{view.description}</Text>}
        {links.length > 0 && (
          <nav aria-label={t('communities.feed.community.links')} className={classes.links}>
            <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {links.map((link) => (
                <li key={`${link.title}-${link.href}`}>
                  <Anchor href={link.href} target="_blank" rel="noopener" fw={600}>
                    <Group gap={4} component="span" wrap="nowrap">
                      {link.title}
                      <IconExternalLink size={14} aria-hidden />
                      <VisuallyHidden>{` ${t('communities.feed.newTab')}`}</VisuallyHidden>
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        )}
      </div>
    </header>
  );
}
