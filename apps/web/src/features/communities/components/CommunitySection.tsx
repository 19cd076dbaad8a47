import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { communityPath, MAX_COMMUNITIES } from '@trilha/shared/communities/constants';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/SortableList';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useCommunities } from '../api/get-communities';
import { useOrderCommunities } from '../api/order-communities';
import { CommunityDrawer } from './CommunityDrawer';
import { communityText } from './community-messages';
import { CommunitySwitches } from './CommunitySwitches';
import { DeleteCommunityModal } from './DeleteCommunityModal';
import { SortableCommunityRow } from './SortableCommunityRow';

/** Spec 000 §2 "Community ordering panel": the edit panel's Comunidade section. */
export function CommunitySection() {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  if (!tenant) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <CommunityEditor tenant={tenant} />;
}

function CommunityEditor({ tenant }: { tenant: TenantReply }) {
  const { t } = useTranslation();
  const list = useCommunities(tenant.id);
  // null: closed; { id: null }: a new community; { id }: editing it.
  const [drawer, setDrawer] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<CommunityListItem | null>(null);
  const communities = list.data;

  const openNew = () => {
    if (communities && communities.length >= MAX_COMMUNITIES) {
      showError(null, communityText('limit'));
      return;
    }
    setDrawer({ id: null });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('communities.intro')}
      </Text>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {communities ? t('communities.count', { count: communities.length, max: MAX_COMMUNITIES }) : ''}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} aria-label={t('communities.createLabel')}>
          {t('communities.create')}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !communities ? (
        <Alert color="red" role="alert">
          {t('communities.loadFailed')}
        </Alert>
      ) : communities.length === 0 ? (
        <EmptyState />
      ) : (
        <CommunityList tenantId={tenant.id} communities={communities} onEdit={(c) => setDrawer({ id: c.id })} onDelete={setDeleting} />
      )}
      <Divider />
      <CommunitySwitches tenantId={tenant.id} communities={communities ?? []} pageShown={tenant.show_communities_page} />
      <CommunityDrawer
        form={tenant.community_form}
        tenantId={tenant.id}
        communityId={drawer?.id ?? null}
        opened={drawer !== null}
        onClose={() => setDrawer(null)}
      />
      <DeleteCommunityModal tenantId={tenant.id} community={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconUsersGroup size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('communities.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('communities.emptyText')}
        </Text>
      </Stack>
    </Paper>
  );
}

type ListProps = {
  tenantId: number;
  communities: CommunityListItem[];
  onEdit: (community: CommunityListItem) => void;
  onDelete: (community: CommunityListItem) => void;
};

function CommunityList({ tenantId, communities, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  const order = useOrderCommunities(tenantId);
  const reorder = (ordered: CommunityListItem[]) =>
    order.mutate(ordered, {
      onSuccess: () => showSuccess(communityText('ordered')),
      onError: () => showError(null, communityText('orderFailed')),
    });
  return (
    <SortableList items={communities} label={t('communities.listLabel')} dragTexts="communities.drag" onReorder={reorder}>
      {(community) => (
        <SortableCommunityRow
          key={community.id}
          community={community}
          onCopy={() => void copyLink(tenantId, community.id, t)}
          onEdit={() => onEdit(community)}
          onDelete={() => onDelete(community)}
        />
      )}
    </SortableList>
  );
}

/**
 * Spec 000 §2: the copied link is `{host}/comunidade/{tenant}/{communityId}`, with the scheme so it
 * pastes as a working link. The clipboard needs a secure context; without it the toast shows the link.
 */
async function copyLink(tenantId: number, communityId: number, t: TFunction) {
  const url = `${window.location.origin}${communityPath(tenantId, communityId)}`;
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(t('communities.copied'));
  } catch {
    showError(null, t('communities.copyFailed', { url }), 8000);
  }
}
