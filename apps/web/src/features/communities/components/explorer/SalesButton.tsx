import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExplorerItem } from '../../api/feed-types';
import { offerOf } from './community-look';

type Props = {
  community: Pick<ExplorerItem, 'upsell_text' | 'upsell_link' | 'button_sales_text' | 'sales_url'>;
  className?: string;
} & Pick<ButtonProps, 'size' | 'fullWidth'>;

/** The upsell or sales button of a closed community, opening the offer in a new tab; nothing when the school set none. */
export function SalesButton({ community, className, size, fullWidth }: Props) {
  const { t } = useTranslation();
  const offer = offerOf(community);
  if (!offer) return null;
  return (
    <Button
      component="a"
      href={offer.href}
      target="_blank"
      rel="noopener"
      className={className}
      size={size}
      fullWidth={fullWidth}
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {offer.text} <VisuallyHidden>{t('communities.feed.newTab')}</VisuallyHidden>
    </Button>
  );
}
