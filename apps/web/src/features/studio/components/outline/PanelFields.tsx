import { Button, Divider, Drawer, Stack, Switch, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { STUDIO_DESCRIPTION_MAX } from '@trilha/shared/studio/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RichTextField } from '../../../../components/rich-text/RichTextField';
import { SaveStatus } from '../SaveStatus';
import { checkField } from './field-check';

type DrawerProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  deleteLabel: string;
  onDelete: () => void;
  children: ReactNode;
};

/** A module's or lesson's panel: its fields, each saved the moment it changes, the save state on top, and delete at the foot. */
export function ItemDrawer({ opened, title, onClose, deleteLabel, onDelete, children }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={560}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      <Stack gap="lg">
        <SaveStatus />
        {children}
        <Divider />
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          style={{ alignSelf: 'flex-start' }}
        >
          {deleteLabel}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** Published or draft, saved as it flips. */
export function PublishedSwitch({
  label,
  hint,
  checked,
  onSave,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onSave: (next: boolean) => void;
}) {
  return <Switch label={label} description={hint} checked={checked} onChange={(e) => onSave(e.currentTarget.checked)} />;
}

type DescriptionProps = {
  label: string;
  hint: string;
  html: string;
  schema: z.ZodType<Record<string, unknown>>;
  onSave: (html: string) => void;
};

/** Rich text saved when the writing area is left (not at each key), once it fits the schema's cap. */
export function DescriptionField({ label, hint, html, schema, onSave }: DescriptionProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // What this editor last sent: the saved HTML may come back sanitised, and leaving unchanged text saves nothing.
  const [sent, setSent] = useState(html);
  const leave = (next: string) => {
    const checked = checkField(schema, 'description', next);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (next === sent || next === html) return;
    setSent(next);
    onSave(next);
  };
  return (
    <RichTextField
      label={label}
      visibleLabel
      description={hint}
      initialHtml={html}
      max={STUDIO_DESCRIPTION_MAX}
      tooLongMessage={t('studio.messages.descriptionTooLong')}
      onBlur={leave}
      minHeight={160}
      error={error}
    />
  );
}

type EmbedProps = { value: string | null; schema: z.ZodType<Record<string, unknown>>; onSave: (url: string | null) => void };

/** A lesson's player link (YouTube, Vimeo and the other hosts the player takes), checked by the shared schema before it goes. */
export function EmbedField({ value, schema, onSave }: EmbedProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const checked = checkField(schema, 'embed_url', draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    const url = (checked.value as string | null) ?? null;
    setDraft(url ?? '');
    if (url !== value) onSave(url);
  };
  return (
    <TextInput
      type="url"
      inputMode="url"
      label={t('studio.lesson.embed')}
      description={t('studio.lesson.embedHint')}
      placeholder={t('studio.lesson.embedPlaceholder')}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={error}
    />
  );
}
