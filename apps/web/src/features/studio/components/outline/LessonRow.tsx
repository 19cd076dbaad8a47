import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconTrash } from '@tabler/icons-react';
import type { StudioLesson } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../../components/DragHandle';
import { RowMenu } from '../../../../components/RowMenu';
import { lessonDragId, type DragKind } from './arrangement';
import type { OutlineActions } from './outline-actions';
import classes from './Outline.module.css';
import { RowTitle } from './RowTitle';
import { sortableRow } from './use-outline-dnd';

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
  const sortable = useSortable({
    id: lessonDragId(lesson.id),
    data: { moduleId: lesson.module_id },
    disabled: { draggable: false, droppable: dragKind === 'module' },
  });
  const { isOver, active } = sortable;
  // A lesson of another module over this one would land just before it: a line above says so.
  const from = (active?.data.current as { moduleId?: number } | undefined)?.moduleId;
  const landsBefore = isOver && from !== undefined && from !== lesson.module_id;
  const { title } = lesson;
  const others = actions.modules.filter((m) => m.id !== lesson.module_id);
  return (
    <Box
      component="li"
      {...sortableRow(sortable, 0.4)}
      data-lands-before={landsBefore || undefined}
      className={classes.lesson}
      data-lesson-id={lesson.id}
    >
      <Paper radius="sm" px={4} py={2} bg="dark.6">
        <Group gap={4} wrap="nowrap">
          <DragHandle sortable={sortable} label={t('studio.outline.lessonHandle', { title })} size="md" iconSize={16} />
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} aria-hidden>
            {position}.
          </Text>
          <RowTitle
            kind="lesson"
            item={lesson}
            label={t('studio.outline.lessonTitleLabel', { position, module: modulePosition })}
            actions={actions}
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
          <RowMenu label={t('studio.outline.lessonMore', { title })} iconSize={16}>
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
          </RowMenu>
        </Group>
      </Paper>
    </Box>
  );
}
