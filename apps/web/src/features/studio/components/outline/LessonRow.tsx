import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconDotsVertical, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { lessonUpdateBody, type StudioLesson } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { lessonDragId, type DragKind } from './arrangement';
import { ItemBadges } from './ItemBadges';
import type { OutlineActions } from './outline-actions';
import classes from './Outline.module.css';
import { TitleInput } from './TitleInput';

type Props = {
  lesson: StudioLesson;
  position: number;
  /** Its module's place in the course, so each title field has a name of its own. */
  modulePosition: number;
  /** What is being dragged: while a module is, lessons are no place to drop it. */
  dragKind: DragKind | null;
  actions: OutlineActions;
};

/** One lesson of the outline: its handle, its title renamed in place, its state, and its panel, move and delete. */
export function LessonRow({ lesson, position, modulePosition, dragKind, actions }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver, active } = useSortable({
    id: lessonDragId(lesson.id),
    data: { moduleId: lesson.module_id },
    disabled: { draggable: false, droppable: dragKind === 'module' },
  });
  // A lesson of another module over this one would land just before it: a line above says so.
  const from = (active?.data.current as { moduleId?: number } | undefined)?.moduleId;
  const landsBefore = isOver && from !== undefined && from !== lesson.module_id;
  const { title } = lesson;
  const others = actions.modules.filter((m) => m.id !== lesson.module_id);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-dnd-row
      data-dragging={isDragging || undefined}
      data-lands-before={landsBefore || undefined}
      className={classes.lesson}
      data-lesson-id={lesson.id}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : undefined, position: 'relative' }}
    >
      <Paper radius="sm" px={4} py={2} bg="dark.6">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="md"
            aria-label={t('studio.outline.lessonHandle', { title })}
            style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} aria-hidden>
            {position}.
          </Text>
          <TitleInput
            inline
            value={title}
            label={t('studio.outline.lessonTitleLabel', { position, module: modulePosition })}
            schema={lessonUpdateBody}
            onSave={(next) => void actions.saves.lesson(lesson.id, 'title', { title: next })}
            focusId={`lesson-${lesson.id}`}
          />
          <ItemBadges
            published={lesson.published}
            releaseAfterDays={lesson.release_after_days}
            releaseAt={lesson.release_at}
            unsaved={actions.failed(`lesson:${lesson.id}:`)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => actions.openLesson(lesson.id)}
            aria-label={t('studio.outline.editLesson', { title })}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal zIndex={300}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('studio.outline.lessonMore', { title })}>
                <IconDotsVertical size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {others.length > 0 && <Menu.Label>{t('studio.outline.moveTo')}</Menu.Label>}
              {others.map((m) => (
                <Menu.Item
                  key={m.id}
                  leftSection={<IconArrowRight size={16} aria-hidden />}
                  onClick={() => actions.moveToEnd(lesson, m.id)}
                  aria-label={t('studio.outline.moveToModule', { module: m.title })}
                >
                  {m.title}
                </Menu.Item>
              ))}
              {others.length > 0 && <Menu.Divider />}
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.askDeleteLesson(lesson)}>
                {t('studio.outline.deleteLesson')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
    </Box>
  );
}
