import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FOOTER_DOCUMENT_MAX_CHARS } from '@trilha/shared/footer/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/rich-text/RichTextField';

type Props = {
  /** The document's visible name ("Termos de uso"). */
  name: string;
  initialHtml: string;
  /** The spec-style message shown when the document passes the 100,000-character cap. */
  tooLongMessage: string;
  saving: boolean;
  onSave: (html: string) => void;
  onClose: () => void;
};

/**
 * One footer document in the shared rich-text editor. Loaded on demand (with Tiptap and its styles),
 * so neither the student bundle nor the panel's first paint carries the editor.
 */
export function DocumentEditorModal({ name, initialHtml, tooLongMessage, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(initialHtml);
  const tooLong = html.length > FOOTER_DOCUMENT_MAX_CHARS;

  const save = () => {
    if (!tooLong) onSave(html);
  };

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={t('footer.editDocument', { name })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('footer.editorHint')}
        </Text>
        <RichTextField
          label={t('footer.editorLabel', { name })}
          initialHtml={initialHtml}
          max={FOOTER_DOCUMENT_MAX_CHARS}
          tooLongMessage={tooLongMessage}
          onChange={setHtml}
          showCount
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={tooLong}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
