import { Alert, Button, Center, Drawer, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommunityConfig } from '../../api/config';
import { ConfigForm } from './ConfigForm';

type Props = {
  tenantId: number;
  /** null: create a community. */
  communityId: number | null;
  opened: boolean;
  onClose: () => void;
};

/** Spec 000 §9: the drawers are at most 484 px wide. */
const DRAWER_WIDTH = 484;
/** Above the edit panel (a Mantine drawer at 200) it opens from. */
const DRAWER_Z_INDEX = 250;

/** Spec 000 §2: the config form's new-community and edit-community drawer ('community configuration'). */
export function ConfigCommunityDrawer({ tenantId, communityId, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t(communityId === null ? 'communities.config.createTitle' : 'communities.config.editTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the form starts from the stored record (or the defaults) each time. */}
      {opened &&
        (communityId === null ? (
          <ConfigForm tenantId={tenantId} config={null} onDone={onClose} />
        ) : (
          <EditConfig tenantId={tenantId} id={communityId} onDone={onClose} />
        ))}
    </Drawer>
  );
}

function EditConfig({ tenantId, id, onDone }: { tenantId: number; id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const config = useCommunityConfig(tenantId, id);
  if (config.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('communities.config.loading')} />
      </Center>
    );
  }
  if (!config.data) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('communities.config.loadFailed')}
        </Alert>
        <Button variant="default" onClick={() => void config.refetch()} loading={config.isFetching} style={{ alignSelf: 'flex-start' }}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return <ConfigForm tenantId={tenantId} config={config.data} onDone={onDone} />;
}
