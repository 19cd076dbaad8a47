import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGACY_DRAWER_WIDTH, LEGACY_DRAWER_Z } from './legacy-form';
import { LegacyCreateForm } from './LegacyCreateForm';
import { LegacyEditForm } from './LegacyEditForm';

type Props = {
  tenantId: number;
  /** null: a new community. */
  communityId: number | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * The legacy accordion form (spec 000 §2, §3), for schools whose community_form is 'legacy'
 * (docs/communities.md). It opens above the edit panel. Its content mounts only while open, so
 * every opening starts from the stored community, or from a blank one.
 */
export function LegacyCommunityDrawer({ tenantId, communityId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const creating = communityId === null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={LEGACY_DRAWER_WIDTH}
      zIndex={LEGACY_DRAWER_Z}
      title={t(creating ? 'communities.legacy.createTitle' : 'communities.legacy.editTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {creating ? (
        <LegacyCreateForm tenantId={tenantId} onCreated={onClose} />
      ) : (
        <LegacyEditForm key={communityId} tenantId={tenantId} communityId={communityId} />
      )}
    </Drawer>
  );
}
