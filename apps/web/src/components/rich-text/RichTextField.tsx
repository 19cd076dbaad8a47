import '@mantine/tiptap/styles.css';
import { Stack, Text } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../lib/csp-nonce';
import classes from './RichTextField.module.css';

type Props = {
  /** The writing area's accessible name ("Conteúdo de Termos de uso", "Descrição"). */
  label: string;
  /** Shows the label above the editor; off where a title around it already names it (a document's modal). */
  visibleLabel?: boolean;
  description?: ReactNode;
  /** The HTML it starts from; a new value later needs a new `key` (the editor keeps its own document). */
  initialHtml: string;
  /** The cap on the HTML's length, and the words shown past it. */
  max: number;
  tooLongMessage: string;
  /** Every change, as HTML ('' when the document is empty). */
  onChange?: (html: string) => void;
  /** When the writing area loses the focus, with the HTML then: where an autosaving screen saves. */
  onBlur?: (html: string) => void;
  /** "x de y caracteres" under the editor at all times (the footer's documents), else only once past the cap. */
  showCount?: boolean;
  /** The writing area's height before it scrolls inside itself. */
  minHeight?: number;
  /** A refusal to show under the editor (the schema's or the server's words). */
  error?: string | null;
};

/** An empty document is '' rather than Tiptap's `<p></p>`, so "nothing written" reads as nothing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The one rich-text editor (Mantine's Tiptap): bold, italic, headings, lists, links, undo. The
 * server sanitises what it stores either way (platform/rich-text.ts). Import it lazily: Tiptap and
 * its styles are heavy, and neither the student bundle nor a panel's first paint should carry them.
 */
export function RichTextField({
  label,
  visibleLabel = false,
  description,
  initialHtml,
  max,
  tooLongMessage,
  onChange,
  onBlur,
  showCount = false,
  minHeight = 280,
  error,
}: Props) {
  const { t, i18n } = useTranslation();
  const statusId = useId();
  const [length, setLength] = useState(initialHtml.length);
  // The editor is made once; the latest callbacks are read when it calls them.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });
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
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'aria-describedby': statusId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      setLength(html.length);
      handlers.current.onChange?.(html);
    },
    onBlur: ({ editor: current }) => handlers.current.onBlur?.(htmlOf(current)),
  });
  const labels = useEditorLabels();
  const tooLong = length > max;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const shownError = tooLong ? tooLongMessage : error;
  // The editor's attributes are set once, when it is made: a refusal that comes later is marked here.
  const invalid = Boolean(shownError);
  useEffect(() => {
    const area = editor.view.dom;
    if (invalid) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
  }, [editor, invalid]);

  return (
    <Stack gap={6}>
      {visibleLabel && (
        // The writing area carries the same words as its aria-label.
        <Text component="span" fw={500} size="sm" aria-hidden>
          {label}
        </Text>
      )}
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <RichTextEditor editor={editor} labels={labels} className={classes.editor} style={{ '--rich-text-min-height': `${minHeight}px` }}>
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
      <Text id={statusId} size="xs" c={shownError ? 'red.5' : 'dimmed'} ta="right" aria-live="polite">
        {shownError ?? (showCount ? t('richText.charCount', { length: number(length), max: number(max) }) : null)}
      </Text>
    </Stack>
  );
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      h1ControlLabel: t('richText.h1'),
      h2ControlLabel: t('richText.h2'),
      h3ControlLabel: t('richText.h3'),
      h4ControlLabel: t('richText.h4'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkInput'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkExternal'),
      linkEditorInternalLink: t('richText.linkInternal'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  );
}
