import type { Announcements } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** dnd-kit speaks English by default: its screen-reader texts come from i18n instead. */
export function useDragTexts(entries: { id: number; title: string }[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    const title = (id: string | number) => entries.find((e) => e.id === id)?.title ?? '';
    const position = (id: string | number) => entries.findIndex((e) => e.id === id) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('vitrine.drag.start', { title: title(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('vitrine.drag.over', { title: title(active.id), position: position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('vitrine.drag.end', { title: title(active.id), position: position(over.id) }) : undefined),
      onDragCancel: ({ active }) => t('vitrine.drag.cancel', { title: title(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('vitrine.drag.instructions') } };
  }, [entries, t]);
}
