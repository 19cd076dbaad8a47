import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import { useState, type ReactNode } from 'react';

type Texts = { title: string; prompt: string; confirm: string; cancel: string; close: string };
type Props = {
  opened: boolean;
  texts: Texts;
  /** What is about to go, in the feature's words. */
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  word?: string;
  zIndex?: number;
};

/**
 * The one delete confirmation (spec 000 §4, 001 §5): the button stays disabled until the word
 * (EXCLUIR) is typed exactly. The feature says what goes and runs the delete.
 */
export function TypeToConfirmModal({ opened, texts, children, pending, onConfirm, onClose, word = DELETE_CONFIRM_WORD, zIndex }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered zIndex={zIndex} closeButtonProps={{ 'aria-label': texts.close }}>
      {/* Mounted per opening, so the typed word never carries over to the next delete. */}
      {opened && (
        <ConfirmForm texts={texts} word={word} pending={pending} onConfirm={onConfirm} onClose={onClose}>
          {children}
        </ConfirmForm>
      )}
    </Modal>
  );
}

function ConfirmForm({ texts, word, pending, onConfirm, onClose, children }: Omit<Props, 'opened' | 'zIndex'> & { word: string }) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === word;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (confirmed) onConfirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <TextInput
          label={texts.prompt}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="red.9" disabled={!confirmed} loading={pending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
