import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MAX_CUSTOM_LINKS, type CustomLink } from '@trilha/shared/links/schemas';
import { useState } from 'react';
import { useDragTexts } from '../../../components/drag-texts';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useLinks } from '../api/get-links';
import { useOrderLinks } from '../api/order-links';
import { DeleteLinkModal } from './DeleteLinkModal';
import { LinkFormModal } from './LinkFormModal';
import { SortableLinkRow } from './SortableLinkRow';

/** Spec 002 Header section: the school's custom links, reordered by dragging, at most three. */
export function LinksSection() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const links = useLinks(tenantId);
  if (tenantId === undefined || links.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!links.data) return <Alert color="red">{t('links.loadFailed')}</Alert>;
  return <LinksEditor tenantId={tenantId} links={links.data} />;
}

function LinksEditor({ tenantId, links }: { tenantId: number; links: CustomLink[] }) {
  const { t } = useTranslation();
  const order = useOrderLinks(tenantId);
  const [editing, setEditing] = useState<{ link: CustomLink | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomLink | null>(null);
  // A small move before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragTexts(links, 'links.drag', (link) => link.title);

  const openNew = () => {
    // Spec 002 §5: the fourth link is refused with the spec's message.
    if (links.length >= MAX_CUSTOM_LINKS) {
      showError(t('links.limit'));
      return;
    }
    setEditing({ link: null });
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = links.findIndex((l) => l.id === active.id);
    const to = links.findIndex((l) => l.id === over.id);
    if (from < 0 || to < 0) return;
    order.mutate(arrayMove(links, from, to), { onError: () => showError(t('links.orderFailed')) });
  };

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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={accessibility}>
          <SortableContext items={links.map((l) => l.id)} strategy={verticalListSortingStrategy}>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('links.listLabel')}>
              {links.map((link) => (
                <SortableLinkRow key={link.id} link={link} onEdit={() => setEditing({ link })} onDelete={() => setDeleting(link)} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <LinkFormModal tenantId={tenantId} link={editing?.link ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <DeleteLinkModal tenantId={tenantId} link={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
