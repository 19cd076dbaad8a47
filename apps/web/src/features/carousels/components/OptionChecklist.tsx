import { Center, Checkbox, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedItem } from './carousel-form';

type Props = {
  label: string;
  options: PickedItem[] | undefined;
  loading: boolean;
  picked: PickedItem[];
  onPickedChange: (next: PickedItem[]) => void;
  /** Infinite scroll: called when the list is scrolled to its end. */
  onEndReached?: () => void;
  footer?: ReactNode;
};

/** A checkbox per course, module or lesson; a tick adds it to the end of the chosen list. */
export function OptionChecklist({ label, options, loading, picked, onPickedChange, onEndReached, footer }: Props) {
  const { t } = useTranslation();
  const chosen = new Set(picked.map((p) => p.id));
  const toggle = (option: PickedItem, on: boolean) =>
    onPickedChange(on ? [...picked.filter((p) => p.id !== option.id), option] : picked.filter((p) => p.id !== option.id));
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars onBottomReached={onEndReached}>
      <Stack gap={8} role="group" aria-label={label} py={4}>
        {options && options.length > 0 ? (
          options.map((option) => (
            <Checkbox
              key={option.id}
              label={option.title}
              description={option.detail ?? undefined}
              checked={chosen.has(option.id)}
              onChange={(e) => toggle(option, e.currentTarget.checked)}
            />
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('vitrine.modal.noOptions')}
          </Text>
        )}
        {footer}
      </Stack>
    </ScrollArea.Autosize>
  );
}
