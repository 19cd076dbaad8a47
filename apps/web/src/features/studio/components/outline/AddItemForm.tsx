import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { STUDIO_TITLE_MAX } from '@trilha/shared/studio/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkField } from './field-check';

type Props = {
  /** The button's text ("Adicionar aula") and, when it alone is vague, its accessible name. */
  action: string;
  actionLabel?: string;
  /** The title field's name ("Título da nova aula"). */
  inputLabel: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** Saves the new item; `added` runs once the server made it (on a later try too). */
  onAdd: (title: string, added: () => void) => void;
  focusId: string;
};

/**
 * "Adicionar módulo" / "Adicionar aula" right where it goes: the button opens a title field; Enter
 * adds the item and leaves the field open and focused for the next one. The title stays typed
 * until the server made the item, so a failed add loses nothing. Escape closes the field.
 */
export function AddItemForm({ action, actionLabel, inputLabel, schema, onAdd, focusId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closed again: the keyboard goes back to the button that opened the field.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <Button
        ref={button}
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={actionLabel}
        data-focus-id={focusId}
        style={{ alignSelf: 'flex-start' }}
      >
        {action}
      </Button>
    );
  }

  const submit = () => {
    const checked = checkField(schema, 'title', title);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const sent = checked.value as string;
    setError(null);
    // Cleared only if it still holds what was sent: the next title may already be on its way in.
    onAdd(sent, () => setTitle((current) => (current.trim() === sent ? '' : current)));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          label={inputLabel}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={STUDIO_TITLE_MAX}
          error={error}
          size="sm"
          // Opened by a click meant to type here at once.
          autoFocus
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }}
          style={{ flex: 1 }}
          data-focus-id={focusId}
        />
        <Group gap={4} wrap="nowrap" mt={25}>
          <ActionIcon type="submit" size="lg" variant="filled" aria-label={actionLabel ?? action}>
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon size="lg" variant="subtle" color="gray" onClick={() => setOpen(false)} aria-label={t('studio.outline.addCancel')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </form>
  );
}
