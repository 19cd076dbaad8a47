import type { Announcements } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * dnd-kit speaks English by default: its screen-reader texts come from i18n instead. `keys` is the
 * i18n prefix holding instructions/start/over/end/cancel, so each list names what it moves
 * ("Movendo o banner…"); `nameOf` gives an entry's spoken name.
 */
export function useDragTexts<T extends { id: number }>(entries: T[], keys: string, nameOf: (entry: T) => string) {
  const { t } = useTranslation();
  return useMemo(() => {
    const title = (id: string | number) => {
      const entry = entries.find((e) => e.id === id);
      return entry ? nameOf(entry) : '';
    };
    const position = (id: string | number) => entries.findIndex((e) => e.id === id) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t(`${keys}.start`, { title: title(active.id) }),
      onDragOver: ({ active, over }) => (over ? t(`${keys}.over`, { title: title(active.id), position: position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t(`${keys}.end`, { title: title(active.id), position: position(over.id) }) : undefined),
      onDragCancel: ({ active }) => t(`${keys}.cancel`, { title: title(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t(`${keys}.instructions`) } };
    // nameOf is expected to be a fresh arrow each render; entries and t are what change the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, keys, t]);
}
