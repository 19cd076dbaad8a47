import { Box, Group } from '@mantine/core';
import { lessonUpdateBody, moduleUpdateBody, type StudioLesson, type StudioModule } from '@trilha/shared/studio/schemas';
import { ItemBadges } from './ItemBadges';
import type { OutlineActions } from './outline-actions';
import { TitleInput } from './TitleInput';

type Props = { kind: 'module' | 'lesson'; item: StudioModule | StudioLesson; label: string; actions: OutlineActions };

/**
 * A module's or lesson's title in its row, renamed in place, and its badges (draft, drip, a save
 * owed). On a phone the badges go under the title rather than squeeze it to nothing.
 */
export function RowTitle({ kind, item, label, actions }: Props) {
  const save = (title: string) =>
    void (kind === 'module' ? actions.saves.module(item.id, 'title', { title }) : actions.saves.lesson(item.id, 'title', { title }));
  return (
    <Group gap={4} wrap="wrap" miw={0} style={{ flex: 1, rowGap: 2 }}>
      <Box miw={0} display="flex" style={{ flex: '1 1 9rem' }}>
        <TitleInput
          inline
          value={item.title}
          label={label}
          schema={kind === 'module' ? moduleUpdateBody : lessonUpdateBody}
          onSave={save}
          focusId={`${kind}-${item.id}`}
        />
      </Box>
      <ItemBadges
        published={item.published}
        releaseAfterDays={item.release_after_days}
        releaseAt={item.release_at}
        unsaved={actions.failed(`${kind}:${item.id}:`)}
      />
    </Group>
  );
}
