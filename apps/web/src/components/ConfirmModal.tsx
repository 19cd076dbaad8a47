import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  /** What is about to go, in the feature's words. */
  text: ReactNode;
  /** The danger button's label. */
  confirm: string;
  /** The other button's label; "Cancelar" unless the feature's words differ. */
  cancel?: string;
  /** The delete is running: the danger button spins and the dialog cannot be dismissed by Cancel. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * The label of the field where the word (EXCLUIR) must be typed before the danger button enables.
   * Absent: one click more is enough.
   */
  prompt?: string;
  word?: string;
  /** Above the drawer it opens from, when that drawer sits above the edit panel. */
  zIndex?: number;
};

/**
 * The one "are you sure?" before a delete. What staff delete of the school's (a banner, a
 * community, a quiz) waits for EXCLUIR to be typed exactly (spec 000 §4, spec 001 §5); what a
 * member deletes of their own, or is easily made again, takes one click more. The feature runs the
 * delete and says how it went.
 */
export function ConfirmModal({ opened, title, onClose, zIndex, prompt, ...body }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={prompt ? 'md' : 'sm'}
      zIndex={zIndex}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so a typed word never carries over to the next delete. */}
      {opened && <ConfirmBody {...body} prompt={prompt} onClose={onClose} />}
    </Modal>
  );
}

function ConfirmBody({
  text,
  confirm,
  cancel,
  pending,
  onConfirm,
  onClose,
  prompt,
  word = DELETE_CONFIRM_WORD,
}: Omit<Props, 'opened' | 'title' | 'zIndex'>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const confirmed = !prompt || typed === word;
  const run = () => {
    if (confirmed && !pending) onConfirm();
  };
  // Not a <form>: the modal may be opened from inside one (a drawer's form), and forms cannot nest.
  return (
    <Stack gap="md">
      <Text size="sm">{text}</Text>
      {prompt && (
        <TextInput
          label={prompt}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onKeyDown={(e) => {
            if (e.key === 'Enter') run();
          }}
          data-autofocus
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancel ?? t('common.cancel')}
        </Button>
        <Button color="red.9" onClick={run} disabled={!confirmed} loading={pending} data-autofocus={prompt ? undefined : true}>
          {confirm}
        </Button>
      </Group>
    </Stack>
  );
}
