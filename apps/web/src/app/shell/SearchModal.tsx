import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@trilha/shared/platform/search';
import { SearchSuggestions } from '../../features/catalog/components/SearchSuggestions';

export const searchPath = (text: string) => `/search?search=${encodeURIComponent(text.trim())}`;

/**
 * Spec 000 §2 Header: Enter or the search button opens /search?search=text and closes the modal.
 * Meanwhile it suggests matching courses and lessons, 500 ms after the last key (spec 000 §9).
 */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim().slice(0, 120), SEARCH_DEBOUNCE_MS);
  const close = () => {
    setText('');
    onClose();
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(searchPath(text));
    close();
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
      <SearchSuggestions term={text.trim() ? term : ''} onFollow={close} />
    </Modal>
  );
}
