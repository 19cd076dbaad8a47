import { ActionIcon, Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session';
import { usePanelUrl } from './panel-url';

/** The header's "Edição" button (spec 002 §1); only users with canEdit see it, never students or moderators. */
export function EditButton() {
  const { t } = useTranslation();
  const canEdit = useMe().data?.canEdit ?? false;
  const panel = usePanelUrl();
  if (!canEdit) return null;
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="light"
        size="sm"
        radius="xl"
        leftSection={<IconEdit size={18} aria-hidden />}
        onClick={panel.openMenu}
        aria-haspopup="dialog"
        mr={4}
      >
        {t('editPanel.open')}
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="light"
        size={40}
        radius="xl"
        onClick={panel.openMenu}
        aria-label={t('editPanel.open')}
        aria-haspopup="dialog"
      >
        <IconEdit size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}
