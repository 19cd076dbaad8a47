import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MAX_CUSTOM_LINKS, type CustomLink } from '@trilha/shared/links/schemas';
import { useState } from 'react';
import { SortableList } from '../../../components/SortableList';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader, SectionLoading } from '../../../components/SectionLoader';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useDeleteLink } from '../api/delete-link';
import { useLinks } from '../api/get-links';
import { useOrderLinks } from '../api/order-links';
import { LinkFormModal } from './LinkFormModal';
import { SortableLinkRow } from './SortableLinkRow';

/** Spec 002 Header section: the school's custom links, reordered by dragging, at most three. */
export function LinksSection() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const links = useLinks(tenantId);
  if (tenantId === undefined) return <SectionLoading />;
  return (
    <SectionLoader query={links} failed={t('links.loadFailed')}>
      {(loaded) => <LinksEditor tenantId={tenantId} links={loaded} />}
    </SectionLoader>
  );
}

function LinksEditor({ tenantId, links }: { tenantId: number; links: CustomLink[] }) {
  const { t } = useTranslation();
  const order = useOrderLinks(tenantId);
  const [editing, setEditing] = useState<{ link: CustomLink | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomLink | null>(null);
  const remove = useDeleteLink(tenantId);

  const openNew = () => {
    // Spec 002 §5: the fourth link is refused with the spec's message.
    if (links.length >= MAX_CUSTOM_LINKS) {
      showError(t('links.limit'));
      return;
    }
    setEditing({ link: null });
  };

  // Asks before a link disappears from every student's header.
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { tenantId, id: deleting.id },
      {
        onSuccess: () => {
          showSuccess(t('links.deleted'));
          setDeleting(null);
        },
        onError: (error) => showError(error),
      },
    );
  };

  const reorder = (ordered: CustomLink[]) => order.mutate(ordered, { onError: () => showError(t('links.orderFailed')) });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('links.intro')}
      </Text>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('links.count', { count: links.length, max: MAX_CUSTOM_LINKS })}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
          {t('links.newLink')}
        </Button>
      </Group>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('links.empty')}
        </Text>
      ) : (
        <SortableList items={links} label={t('links.listLabel')} dragTexts="links.drag" onReorder={reorder}>
          {(link) => <SortableLinkRow key={link.id} link={link} onEdit={() => setEditing({ link })} onDelete={() => setDeleting(link)} />}
        </SortableList>
      )}
      <LinkFormModal tenantId={tenantId} link={editing?.link ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('links.deleteTitle')}
        text={t('links.deleteConfirm', { title: deleting?.title ?? '' })}
        confirm={t('links.deleteAction')}
        cancel={t('links.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
