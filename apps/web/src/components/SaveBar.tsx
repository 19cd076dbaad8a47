import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './SaveBar.module.css';

type Props = {
  /** Something in the section differs from what is saved. */
  dirty: boolean;
  saving: boolean;
  /** Submits the section's form; without it the button is the form's submit button. */
  onSave?: () => void;
  /** A reason the section cannot be saved as it stands (a field over its limit), besides being unchanged. */
  blocked?: boolean;
};

/**
 * The one save control of every edit-panel section (docs/appearance.md "Edit panel"): the same words in the same place,
 * the section's foot, kept in view while the section scrolls; disabled until something changed,
 * and saying so, so a staff member never wonders whether a click did anything.
 */
export function SaveBar({ dirty, saving, onSave, blocked = false }: Props) {
  const { t } = useTranslation();
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="sm" data-testid="save-bar">
      <Text size="sm" c={dirty ? undefined : 'dimmed'} role="status" className={classes.state}>
        {t(dirty ? 'saveBar.unsaved' : 'saveBar.clean')}
      </Text>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={!dirty || blocked} className={classes.button}>
        {t('saveBar.save')}
      </Button>
    </Group>
  );
}
