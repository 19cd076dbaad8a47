import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { forwardRef, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type ButtonProps = {
  label: string;
  /** The form while open; `close` cancels it (and is what a created item calls too). */
  children: (close: () => void) => ReactNode;
};

/**
 * "Novo curso", "Novo produto": a button that opens a small form in its place. The button is the
 * section's place to come back to (after a cancel, or a delete elsewhere in the list), so a cancel
 * gives the keyboard's focus back to it rather than to the top of the page.
 */
export const NewItemButton = forwardRef<HTMLButtonElement, ButtonProps>(function NewItemButton({ label, children }, buttonRef) {
  const [open, setOpen] = useState(false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = useMergedRef(buttonRef, ownRef);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) ownRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (open) return children(() => setOpen(false));
  return (
    <Button ref={ref} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
});

type FormProps = {
  labels: { form: string; field: string; hint: string; submit: string };
  maxLength: number;
  /** The title field's message, in the reader's language. */
  error: string | undefined;
  title: UseFormRegisterReturn<'title'>;
  pending: boolean;
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>;
  onCancel: () => void;
};

/** The one field a new item needs, its title, with create and cancel: the rest is filled in its editor. */
export function NewTitleForm({ labels, maxLength, error, title, pending, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={onSubmit} noValidate aria-label={labels.form}>
        <Stack gap="sm">
          <TextInput
            label={labels.field}
            description={labels.hint}
            maxLength={maxLength}
            error={error}
            // Opened by a click meant to type here at once.
            autoFocus
            {...title}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
