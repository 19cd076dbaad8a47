import { Anchor, Spoiler, Text, type TextProps } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { linkify } from './linkify';

type Props = { text: string; /** Long texts fold after about ten lines, with "Ver mais". */ fold?: boolean } & Pick<TextProps, 'size'>;

/**
 * A member's plain text as React nodes: its line breaks kept (pre-wrap), its http(s) addresses as
 * links that leave the school's site (`noopener nofollow ugc`), and nothing ever read as HTML.
 */
export function PostText({ text, fold = false, size }: Props) {
  const { t } = useTranslation();
  const parts = useMemo(() => linkify(text), [text]);
  const body = (
    <Text size={size} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener nofollow ugc" underline="always">
            {part.text}
          </Anchor>
        ),
      )}
    </Text>
  );
  if (!fold) return body;
  return (
    <Spoiler maxHeight={240} showLabel={t('communities.post.showMore')} hideLabel={t('communities.post.showLess')}>
      {body}
    </Spoiler>
  );
}
