import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  ColorSwatch,
  Drawer,
  Group,
  Loader,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Level } from '@trilha/shared/gamification/admin-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../../lib/toast';
import { useLevels } from '../api/get-levels';
import { useLevelPermissions } from '../api/level-permissions';
import { useDeleteLevel } from '../api/save-level';
import { adminMessage, adminText } from './admin-messages';
import { LevelForm } from './LevelForm';

/** Spec 000 §9: drawers are at most 484 px wide; above the section's drawer (250). */
const DRAWER_WIDTH = 484;
const DRAWER_Z_INDEX = 300;

/** The level drawer: null closed, `{ level: null }` new, `{ level }` edit. */
type Editing = { level: Level | null } | null;

/** Spec 001 §2 "Levels drawer": each level's name and 'needed_score Xp', Editar / Remover, 'Novo'. */
export function LevelsPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useLevels(tenantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Level | null>(null);
  const remove = useDeleteLevel(tenantId);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (reply) => showSuccess(adminMessage(reply.message) ?? adminText('levelDeleted')),
      onError: () => showError(null, adminText('levelDeleteFailed')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ level: null })}>
          {t('gamificationAdmin.levels.new')}
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('gamificationAdmin.levels.loadFailed')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Stack gap={4} align="center" py="lg">
          <Text fw={600}>{t('gamificationAdmin.levels.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('gamificationAdmin.levels.emptyText')}
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('gamificationAdmin.levels.listLabel')}>
          {list.data.map((level) => (
            <LevelRow key={level.id} level={level} onEdit={() => setEditing({ level })} onRemove={() => setRemoving(level)} />
          ))}
        </Stack>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={DRAWER_WIDTH}
        zIndex={DRAWER_Z_INDEX}
        title={t(editing?.level ? 'gamificationAdmin.levels.editTitle' : 'gamificationAdmin.levels.createTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* Mounted per opening, so the form starts from the stored level (or the defaults) each time. */}
        {editing &&
          (editing.level ? (
            <EditLevel tenantId={tenantId} level={editing.level} onDone={() => setEditing(null)} />
          ) : (
            <LevelForm tenantId={tenantId} level={null} permissions={[]} onDone={() => setEditing(null)} />
          ))}
      </Drawer>
      <ConfirmModal
        opened={removing !== null}
        title={t('gamificationAdmin.levels.removeTitle')}
        text={t('gamificationAdmin.levels.removeText', { name: removing?.name ?? '' })}
        confirm={t('gamificationAdmin.levels.remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        zIndex={DRAWER_Z_INDEX + 50}
      />
    </Stack>
  );
}

/** The edit drawer waits for the level's products (spec 001 §7 get-by-level) before showing the form. */
function EditLevel({ tenantId, level, onDone }: { tenantId: number; level: Level; onDone: () => void }) {
  const { t } = useTranslation();
  const permissions = useLevelPermissions(tenantId, level.id);
  if (permissions.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('gamificationAdmin.levels.loading')} />
      </Center>
    );
  }
  if (permissions.isError) {
    return (
      <Alert color="red" role="alert">
        {t('gamificationAdmin.levels.loadFailed')}
      </Alert>
    );
  }
  return <LevelForm tenantId={tenantId} level={level} permissions={permissions.data} onDone={onDone} />;
}

function LevelRow({ level, onEdit, onRemove }: { level: Level; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ColorSwatch color={level.color} size={20} aria-hidden />
          <Text size="sm" fw={600} truncate="end">
            {level.name}
          </Text>
          <Badge variant="light" color="gray">
            {t('gamificationAdmin.levels.xp', { score: level.needed_score })}
          </Badge>
        </Group>
        <Menu position="bottom-end" withinPortal zIndex={DRAWER_Z_INDEX}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('gamificationAdmin.levels.menu', { name: level.name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('gamificationAdmin.levels.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
              {t('gamificationAdmin.levels.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
