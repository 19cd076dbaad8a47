import { TextInput } from '@mantine/core';
import { STUDIO_TITLE_MAX } from '@trilha/shared/studio/schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { checkField } from './field-check';
import classes from './Outline.module.css';

type Props = {
  /** The saved title (or the one waiting for another try). */
  value: string;
  /** The input's name: "Título do módulo 2", "Título da aula". */
  label: string;
  /** In a row, the title reads as text until focused; in a panel, it is a labelled field. */
  inline?: boolean;
  /** The schema the route checks with (moduleUpdateBody, lessonUpdateBody). */
  schema: z.ZodType<Record<string, unknown>>;
  onSave: (title: string) => void;
  /** Where the outline puts the focus back after a delete. */
  focusId?: string;
};

/**
 * A title renamed in place: Enter or leaving the field saves it (when it changed and the schema
 * takes it), Escape puts the saved one back. A refused title stays as typed, with the reason.
 */
export function TitleInput({ value, label, inline = false, schema, onSave, focusId }: Props) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // A new saved title (a save's reply, a panel's edit) shows here unless the field is being typed in.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (!editing) setDraft(value);
  }

  const commit = () => {
    const checked = checkField(schema, 'title', draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const title = checked.value as string;
    setError(null);
    setDraft(title);
    if (title !== value) onSave(title);
  };

  return (
    <TextInput
      variant={inline ? 'unstyled' : 'default'}
      label={inline ? undefined : label}
      aria-label={inline ? label : undefined}
      withAsterisk={!inline}
      value={draft}
      maxLength={STUDIO_TITLE_MAX}
      error={error}
      onFocus={() => setEditing(true)}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        setEditing(false);
        commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape' && (draft !== value || error)) {
          // Taken here: the panel or drawer around it must not close on this Escape.
          e.preventDefault();
          e.stopPropagation();
          setDraft(value);
          setError(null);
        }
      }}
      data-focus-id={focusId}
      classNames={inline ? { input: classes.inlineTitle } : undefined}
      miw={0}
      style={{ flex: 1 }}
    />
  );
}
