import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { FavoriteKind } from '@trilha/shared/home/schemas';
import { useTranslation } from 'react-i18next';
import { useMe } from '../lib/session';
import { useTenant } from '../lib/tenant';
import { useFavoriteIds } from '../lib/favorites/get-favorite-ids';
import { useToggleFavorite } from '../lib/favorites/toggle-favorite';

type Props = { kind: FavoriteKind; id: number; title: string; className?: string } & Pick<ActionIconProps, 'size' | 'variant'>;

/** The heart on course and lesson cards and the lesson page: pressed when the item is in "Minha lista". */
export function FavoriteButton({ kind, id, title, className, size = 36, variant = 'filled' }: Props) {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  // The review account has no list (the server's `features`): no heart at all.
  const offered = useMe().data?.features.favorites ?? false;
  const ids = useFavoriteIds(tenantId, offered);
  const toggle = useToggleFavorite(tenantId ?? 0);
  if (tenantId === undefined || !offered) return null;
  const favorite = (kind === 'course' ? ids.data?.courses : ids.data?.lessons)?.includes(id) ?? false;
  const label = t(favorite ? 'favorites.remove' : 'favorites.add');
  const press = () => toggle.mutate({ kind, id, favorite: !favorite });
  return (
    <ActionIcon
      className={className}
      variant={variant}
      color={favorite ? 'red' : 'dark'}
      size={size}
      radius="xl"
      aria-pressed={favorite}
      aria-label={label}
      title={`${label}: ${title}`}
      disabled={ids.isPending}
      onClick={press}
      data-favorite={favorite || undefined}
    >
      {favorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
}
