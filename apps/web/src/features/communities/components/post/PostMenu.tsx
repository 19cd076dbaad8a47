import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/toast';
import { useDeletePost, usePinPost } from '../../api/feed-post';
import type { Post } from '../../api/feed-types';
import { feedError, feedMessage } from '../feed/feed-text';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import type { PostRules } from './post-rules';

type Props = { post: Post; rules: PostRules; onEdit: () => void; onDeleted?: () => void };

/** The post's options: Editar (its author), Fixar/Desafixar (staff), Excluir (its author or staff, after a confirm). */
export function PostMenu({ post, rules, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(rules.tenant, post.id);
  const pin = usePinPost(rules.tenant, post);
  if (!post.can_edit && !post.can_delete && !rules.canModerate) return null;

  const togglePin = () =>
    pin.mutate(!post.pinned, {
      onSuccess: (reply) => showSuccess(feedMessage(reply.message)),
      onError: (error) => showError(null, feedError(error)),
    });
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false);
        showSuccess(feedMessage(reply.message));
        onDeleted?.();
      },
      onError: (error) => showError(null, feedError(error)),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('communities.post.menu')} loading={pin.isPending}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {post.can_edit && (
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('communities.post.edit')}
            </Menu.Item>
          )}
          {rules.canModerate && (
            <Menu.Item
              leftSection={post.pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
              onClick={togglePin}
            >
              {t(post.pinned ? 'communities.post.unpin' : 'communities.post.pin')}
            </Menu.Item>
          )}
          {post.can_delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('communities.post.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming}
        title={t('communities.post.deleteTitle')}
        text={t('communities.post.deleteText')}
        confirm={t('communities.post.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
