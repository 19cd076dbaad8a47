import { html } from '@codemirror/lang-html';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView, Prec } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { cspNonce } from '../../../lib/csp-nonce';

/**
 * One Dark's syntax colours on its own background (#282c34) fall under 4.5:1 for names and
 * comments (WCAG AA, axe's color-contrast); on a darker ground (Mantine's dark-9, #141414) they pass, the current line's tint included.
 */
const darkGround = Prec.highest(
  EditorView.theme(
    {
      '&': { backgroundColor: 'var(--mantine-color-dark-9)' },
      '.cm-gutters': { backgroundColor: 'var(--mantine-color-dark-9)', borderRight: '1px solid var(--mantine-color-dark-5)' },
      '.cm-activeLine': { backgroundColor: 'rgba(255, 255, 255, 0.04)' },
    },
    { dark: true },
  ),
);

/** Code in the app's monospace face: the page's own font (the school's) is set on every element. */
const codeFont = EditorView.theme({ '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: '13px' } });

export type HtmlCodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The field's label and its hint/error, read with the editor (it is a contenteditable, not an input). */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
};

/**
 * The block's code in CodeMirror with HTML highlighting and completion. Loaded with React.lazy by
 * the form: the editor's code comes only when the modal opens, never with a student's page.
 */
export default function HtmlCodeEditor({ value, onChange, onBlur, labelledBy, describedBy, invalid }: HtmlCodeEditorProps) {
  const scheme = useComputedColorScheme('dark');
  const extensions = useMemo(
    () => [
      html(),
      EditorView.lineWrapping,
      codeFont,
      EditorView.contentAttributes.of({
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        'aria-required': 'true',
        // Escape in the editor closes its completion list; it must not close the modal with the code in it.
        'data-mantine-stop-propagation': 'true',
      }),
      // Its styles are injected at run time: under the page's CSP they carry the page's nonce.
      ...(cspNonce ? [EditorView.cspNonce.of(cspNonce)] : []),
      ...(scheme === 'dark' ? [darkGround] : []),
    ],
    [labelledBy, describedBy, invalid, scheme],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      theme={scheme}
      // Tab leaves the editor, as in any other field: a keyboard user is never trapped in it.
      indentWithTab={false}
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: false }}
      minHeight="200px"
      maxHeight="50vh"
    />
  );
}
