import { Button, Group, Modal, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const searchPath = (text: string) => `/search?search=${encodeURIComponent(text.trim())}`;

/** Spec 000 §2 Header: Enter or the search button opens /search?search=text and closes the modal. */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(searchPath(text));
    setText('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shell.searchTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      yOffset="12vh"
    >
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            data-autofocus
            flex={1}
            type="search"
            label={t('shell.searchLabel')}
            placeholder={t('shell.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" disabled={!text.trim()}>
            {t('shell.searchSubmit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
