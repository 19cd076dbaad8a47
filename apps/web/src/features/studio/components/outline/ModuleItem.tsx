import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSettings, IconTrash } from '@tabler/icons-react';
import { lessonCreateBody, type StudioModule } from '@trilha/shared/studio/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../../components/DragHandle';
import { AddItemForm } from './AddItemForm';
import { endDragId, lessonDragId, moduleDragId, type DragKind } from './arrangement';
import { LessonRow } from './LessonRow';
import type { OutlineActions } from './outline-actions';
import classes from './Outline.module.css';
import { RowTitle } from './RowTitle';
import { sortableRow } from './use-outline-dnd';

type Props = {
  module: StudioModule;
  position: number;
  collapsed: boolean;
  onToggle: () => void;
  dragKind: DragKind | null;
  actions: OutlineActions;
};

/** One module of the outline: its header (handle, show/hide, title, state, panel, delete), its lessons and "Adicionar aula". */
export function ModuleItem({ module, position, collapsed, onToggle, dragKind, actions }: Props) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: moduleDragId(module.id),
    // While a lesson is dragged, a module is no place to drop it: its lessons and its end are.
    disabled: { draggable: false, droppable: dragKind === 'lesson' },
  });
  const { title } = module;
  const { lessons } = module;
  const lessonsId = `module-${module.id}-lessons`;
  return (
    <Box component="li" {...sortableRow(sortable, 0.5)} data-module-id={module.id}>
      <Paper withBorder radius="md" p="xs">
        <Stack gap="xs">
          <Group gap={4} wrap="nowrap">
            <DragHandle sortable={sortable} label={t('studio.outline.moduleHandle', { title })} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggle}
              aria-expanded={!collapsed}
              aria-controls={collapsed ? undefined : lessonsId}
              aria-label={t('studio.outline.toggleLessons', { title })}
            >
              {collapsed ? <IconChevronRight size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            </ActionIcon>
            <RowTitle kind="module" item={module} label={t('studio.outline.moduleTitleLabel', { position })} actions={actions} />
            <IconButton label={t('studio.outline.editModule', { title })} onClick={() => actions.openModule(module.id)}>
              <IconSettings size={18} aria-hidden />
            </IconButton>
            <IconButton label={t('studio.outline.deleteModuleNamed', { title })} onClick={() => actions.askDeleteModule(module)} danger>
              <IconTrash size={18} aria-hidden />
            </IconButton>
          </Group>
          {collapsed ? (
            <ModuleEnd moduleId={module.id} enabled={dragKind === 'lesson'}>
              <Text size="xs" c="dimmed" pl={76}>
                {t('studio.outline.hiddenLessons', { count: lessons.length })}
              </Text>
            </ModuleEnd>
          ) : (
            <Stack gap={4} id={lessonsId} pl={{ base: 0, sm: 36 }}>
              <SortableContext items={lessons.map((l) => lessonDragId(l.id))} strategy={verticalListSortingStrategy}>
                {lessons.length > 0 && (
                  <Stack
                    component="ul"
                    gap={4}
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                    aria-label={t('studio.outline.lessonsOf', { title })}
                  >
                    {lessons.map((lesson, index) => (
                      <LessonRow
                        key={lesson.id}
                        lesson={lesson}
                        position={index + 1}
                        modulePosition={position}
                        dragKind={dragKind}
                        actions={actions}
                      />
                    ))}
                  </Stack>
                )}
              </SortableContext>
              <ModuleEnd moduleId={module.id} enabled={dragKind === 'lesson'}>
                {lessons.length === 0 && (
                  <Text size="xs" c="dimmed" px="xs">
                    {t('studio.outline.noLessons')}
                  </Text>
                )}
                <AddItemForm
                  action={t('studio.outline.addLesson')}
                  actionLabel={t('studio.outline.addLessonTo', { title })}
                  inputLabel={t('studio.outline.newLessonTitle')}
                  schema={lessonCreateBody}
                  onAdd={(lessonTitle, added) => void actions.saves.addLesson(module.id, lessonTitle, added)}
                  focusId={`module-${module.id}-add`}
                />
              </ModuleEnd>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/** The end of a module's lessons as a drop target: a dragged lesson over it goes last in the module. */
function ModuleEnd({ moduleId, enabled, children }: { moduleId: number; enabled: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: endDragId(moduleId), disabled: !enabled });
  return (
    <Stack gap={4} ref={setNodeRef} className={classes.end} data-over={isOver && enabled} data-dnd-row data-module-end={moduleId}>
      {children}
    </Stack>
  );
}

function IconButton({ label, onClick, danger, children }: { label: string; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon variant="subtle" color={danger ? 'red' : 'gray'} size="lg" onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
