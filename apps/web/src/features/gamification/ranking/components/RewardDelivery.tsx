import { Anchor, Button, Image, List, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink, IconSchool } from '@tabler/icons-react';
import type { RewardContent } from '@trilha/shared/gamification/student-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOCK_SANDBOX } from '../../../../components/custom-html/BlockFrame';

/** Only web addresses become links: a stored `javascript:` can never run from a reward. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * An embed reward's code, framed as the school's custom HTML is framed (the same sandbox, never
 * allow-same-origin: the code cannot reach the student's session). As a `srcdoc` document it keeps
 * the page's policy (docs/decisions/0008): a player from the lesson hosts plays, inline scripts do not.
 */
/** The embed's own frames get the reward's name as their title when the code gave none (WCAG 4.1.2). */
function titled(html: string, title: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const frames = doc.querySelectorAll('iframe:not([title])');
  if (frames.length === 0) return html;
  frames.forEach((frame) => frame.setAttribute('title', title));
  return doc.documentElement.outerHTML;
}

function EmbedFrame({ html, title }: { html: string; title: string }) {
  const srcDoc = useMemo(() => titled(html, title), [html, title]);
  return (
    <iframe
      title={title}
      srcDoc={srcDoc}
      sandbox={BLOCK_SANDBOX}
      allow="fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="same-origin"
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** What an earned reward gives (CONTRACT "Gamification, student side", my rewards: content only for earners), by delivery. */
export function RewardDelivery({ content, name }: { content: RewardContent; name: string }) {
  const { t } = useTranslation();
  switch (content.delivery_type) {
    case 'file':
      // The earner-checked download route (never a public file address); the server names the file.
      return (
        <Button
          component="a"
          href={content.url}
          download={content.name}
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('ranking.rewards.download', { name: content.name })}
        </Button>
      );
    case 'link':
      return (
        <List spacing={4} size="sm" aria-label={t('ranking.rewards.links')}>
          {content.links.map((url, index) => (
            <List.Item key={`${index}-${url}`} icon={<IconExternalLink size={16} aria-hidden />}>
              {isWebUrl(url) ? (
                <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                  {url}
                  <VisuallyHidden> {t('ranking.rewards.opensInNewTab')}</VisuallyHidden>
                </Anchor>
              ) : (
                <Text span>{url}</Text>
              )}
            </List.Item>
          ))}
        </List>
      );
    case 'badge':
      return <Image src={content.img} alt={t('ranking.rewards.badgeAlt', { name })} w={120} h={120} radius="md" fit="cover" />;
    case 'embed':
      return <EmbedFrame html={content.embed} title={t('ranking.rewards.embedTitle', { name })} />;
    case 'product':
      return (
        <>
          <Text size="sm">{t('ranking.rewards.productText', { title: content.product.title })}</Text>
          <Button component={Link} to="/courses" variant="light" leftSection={<IconSchool size={18} aria-hidden />}>
            {t('ranking.rewards.product', { title: content.product.title })}
          </Button>
        </>
      );
  }
}
