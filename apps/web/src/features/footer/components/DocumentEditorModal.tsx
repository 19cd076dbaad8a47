import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FOOTER_DOCUMENT_MAX_CHARS } from '@trilha/shared/footer/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../../lib/csp-nonce';
import classes from './DocumentEditorModal.module.css';

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
 * One footer document in Mantine's Tiptap editor. Loaded on demand (with Tiptap and its styles),
 * so neither the student bundle nor the panel's first paint carries the editor.
 */
export function DocumentEditorModal({ name, initialHtml, tooLongMessage, saving, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [length, setLength] = useState(initialHtml.length);
  const editor = useEditor({
    // StarterKit 3 bundles Link; Mantine's Link adds the Mod+K shortcut its link control uses.
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' }),
    ],
    content: initialHtml,
    // Tiptap's base styles go in a <style> of its own, which the page's CSP admits only with the nonce.
    injectNonce: cspNonce,
    editorProps: {
      attributes: { 'aria-label': t('footer.editorLabel', { name }), 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => setLength(current.getHTML().length),
  });
  const labels = useEditorLabels();
  const tooLong = length > FOOTER_DOCUMENT_MAX_CHARS;
  const number = (n: number) => n.toLocaleString(i18n.language);

  const save = () => {
    if (tooLong) return;
    onSave(editor.getHTML());
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
        <RichTextEditor editor={editor} labels={labels} className={classes.editor}>
          <RichTextEditor.Toolbar sticky stickyOffset={0}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content />
        </RichTextEditor>
        <Text size="xs" c={tooLong ? 'red.5' : 'dimmed'} ta="right" aria-live="polite">
          {tooLong ? tooLongMessage : t('footer.charCount', { length: number(length), max: number(FOOTER_DOCUMENT_MAX_CHARS) })}
        </Text>
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

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('footer.editor.bold'),
      italicControlLabel: t('footer.editor.italic'),
      underlineControlLabel: t('footer.editor.underline'),
      strikeControlLabel: t('footer.editor.strike'),
      h1ControlLabel: t('footer.editor.h1'),
      h2ControlLabel: t('footer.editor.h2'),
      h3ControlLabel: t('footer.editor.h3'),
      h4ControlLabel: t('footer.editor.h4'),
      bulletListControlLabel: t('footer.editor.bulletList'),
      orderedListControlLabel: t('footer.editor.orderedList'),
      linkControlLabel: t('footer.editor.link'),
      unlinkControlLabel: t('footer.editor.unlink'),
      undoControlLabel: t('footer.editor.undo'),
      redoControlLabel: t('footer.editor.redo'),
      linkEditorInputLabel: t('footer.editor.linkInput'),
      linkEditorInputPlaceholder: t('footer.editor.linkPlaceholder'),
      linkEditorExternalLink: t('footer.editor.linkExternal'),
      linkEditorInternalLink: t('footer.editor.linkInternal'),
      linkEditorSave: t('footer.editor.linkSave'),
    }),
    [t],
  );
}
