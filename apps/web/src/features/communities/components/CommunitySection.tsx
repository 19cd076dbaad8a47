import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { communityPath, MAX_COMMUNITIES } from '@trilha/shared/communities/constants';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { SectionLoader, SectionLoading } from '../../../components/SectionLoader';
import { SortableList } from '../../../components/SortableList';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useDeleteCommunity } from '../api/delete-community';
import { useCommunities } from '../api/get-communities';
import { useOrderCommunities } from '../api/order-communities';
import { CommunityDrawer } from './CommunityDrawer';
import { communityText, failureText } from './community-messages';
import { CommunitySwitches } from './CommunitySwitches';
import { SortableCommunityRow } from './SortableCommunityRow';

/** Spec 000 §2 "Community ordering panel": the edit panel's Comunidade section. */
export function CommunitySection() {
  const tenant = useTenant().data;
  if (!tenant) return <SectionLoading />;
  return <CommunityEditor tenant={tenant} />;
}

function CommunityEditor({ tenant }: { tenant: TenantReply }) {
  const { t } = useTranslation();
  const list = useCommunities(tenant.id);
  // null: closed; { id: null }: a new community; { id }: editing it.
  const [drawer, setDrawer] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<CommunityListItem | null>(null);
  const remove = useDeleteCommunity(tenant.id);
  const communities = list.data;

  const openNew = () => {
    if (communities && communities.length >= MAX_COMMUNITIES) {
      showError(null, communityText('limit'));
      return;
    }
    setDrawer({ id: null });
  };

  // Spec 000 §4: Remover deletes only after EXCLUIR is typed exactly.
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess(communityText('deleted'));
        setDeleting(null);
      },
      onError: (error) => showError(null, failureText(error, 'deleteFailed')),
    });
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
      <SectionLoader query={list} failed={t('communities.loadFailed')}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState icon={<IconUsersGroup size={24} />} title={t('communities.empty')} text={t('communities.emptyText')} />
          ) : (
            <CommunityList tenantId={tenant.id} communities={loaded} onEdit={(c) => setDrawer({ id: c.id })} onDelete={setDeleting} />
          )
        }
      </SectionLoader>
      <Divider />
      <CommunitySwitches tenantId={tenant.id} communities={communities ?? []} pageShown={tenant.show_communities_page} />
      <CommunityDrawer
        form={tenant.community_form}
        tenantId={tenant.id}
        communityId={drawer?.id ?? null}
        opened={drawer !== null}
        onClose={() => setDrawer(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('communities.deleteTitle')}
        text={deleting && t('communities.deleteText', { title: deleting.title })}
        prompt={t('communities.deletePrompt', { word: DELETE_CONFIRM_WORD })}
        confirm={t('communities.deleteAction')}
        cancel={t('communities.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
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
