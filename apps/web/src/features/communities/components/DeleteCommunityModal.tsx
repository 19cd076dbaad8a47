import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import { useTranslation } from 'react-i18next';
import { TypeToConfirmModal } from '../../../components/TypeToConfirmModal';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteCommunity } from '../api/delete-community';
import { communityText, failureText } from './community-messages';

type Props = { tenantId: number; community: CommunityListItem | null; onClose: () => void };

/** Spec 000 §4: Remover deletes only after EXCLUIR is typed exactly. */
export function DeleteCommunityModal({ tenantId, community, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteCommunity(tenantId);
  const confirm = () => {
    if (!community) return;
    remove.mutate(community.id, {
      onSuccess: () => {
        showSuccess(communityText('deleted'));
        onClose();
      },
      onError: (error) => showError(null, failureText(error, 'deleteFailed')),
    });
  };
  return (
    <TypeToConfirmModal
      opened={community !== null}
      texts={{
        title: t('communities.deleteTitle'),
        prompt: t('communities.deletePrompt', { word: DELETE_CONFIRM_WORD }),
        confirm: t('communities.deleteAction'),
        cancel: t('communities.cancel'),
        close: t('common.close'),
      }}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {community && t('communities.deleteText', { title: community.title })}
    </TypeToConfirmModal>
  );
}
