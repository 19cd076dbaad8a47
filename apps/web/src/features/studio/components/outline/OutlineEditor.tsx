import { closestCenter, DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { moduleCreateBody, type StudioLesson, type StudioModule, type StudioOutline } from '@trilha/shared/studio/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTracker } from '../save-tracker';
import { AddItemForm } from './AddItemForm';
import { moduleDragId, moduleOfLesson } from './arrangement';
import { DeleteOutlineItem, type OutlineDeletion } from './DeleteOutlineItem';
import { focusSoon } from './field-check';
import { LessonPanel } from './LessonPanel';
import { ModuleItem } from './ModuleItem';
import { ModulePanel } from './ModulePanel';
import type { OutlineActions } from './outline-actions';
import { useOutlineDnd } from './use-outline-dnd';
import { useOutlineSaves } from './use-outline-saves';

type Props = { tenantId: number; courseId: number; outline: StudioOutline };
type Panel = { kind: 'module' | 'lesson'; id: number } | null;

/**
 * The course's modules and lessons in one tree: drag or keyboard to reorder modules,
 * lessons within a module and into another one; rename in place; add right where you are; a panel
 * per module and per lesson. Every change is saved as it is made (the page's save state says how).
 */
export function OutlineEditor({ tenantId, courseId, outline }: Props) {
  const { t } = useTranslation();
  const saves = useOutlineSaves(tenantId, courseId);
  const { failed } = useSaveTracker();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<OutlineDeletion | null>(null);
  const dnd = useOutlineDnd(outline, saves);
  // A small move before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lessons = useMemo(() => outline.modules.flatMap((m) => m.lessons), [outline]);
  const actions: OutlineActions = {
    saves,
    modules: outline.modules,
    failed,
    openModule: (id) => setPanel({ kind: 'module', id }),
    openLesson: (id) => setPanel({ kind: 'lesson', id }),
    askDeleteModule: (module) => setDeleting({ kind: 'module', item: module }),
    askDeleteLesson: (lesson) => setDeleting({ kind: 'lesson', item: lesson }),
    moveToEnd: (lesson, moduleId) => {
      const ids = [...(dnd.arrangement.find((m) => m.moduleId === moduleId)?.lessonIds ?? []), lesson.id];
      void saves.moveLesson(lesson.id, moduleId, ids);
      // The row is drawn again in its new module; the keyboard follows it there.
      setCollapsed((current) => without(current, moduleId));
      focusSoon(`lesson-${lesson.id}`);
    },
  };

  const toggle = (moduleId: number) =>
    setCollapsed((current) => (current.has(moduleId) ? without(current, moduleId) : new Set([...current, moduleId])));
  const allCollapsed = outline.modules.length > 0 && outline.modules.every((m) => collapsed.has(m.id));

  // After a delete, the keyboard goes on from the item before it (or after it, or the add button).
  const deleted = (gone: OutlineDeletion) => {
    setPanel(null);
    if (gone.kind === 'module') {
      const index = outline.modules.findIndex((m) => m.id === gone.item.id);
      const neighbour = outline.modules[index - 1] ?? outline.modules[index + 1];
      focusSoon(neighbour ? `module-${neighbour.id}` : 'modules-add');
    } else {
      const moduleId = moduleOfLesson(dnd.arrangement, gone.item.id) ?? gone.item.module_id;
      const siblings = dnd.arrangement.find((m) => m.moduleId === moduleId)?.lessonIds ?? [];
      const index = siblings.indexOf(gone.item.id);
      const neighbour = siblings[index - 1] ?? siblings[index + 1];
      focusSoon(neighbour !== undefined ? `lesson-${neighbour}` : `module-${moduleId}-add`);
    }
  };

  const activeTitle = dragTitle(dnd.active, outline.modules, lessons);
  return (
    <Stack gap="md" component="section" aria-labelledby="course-outline-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="course-outline-title">
            {t('studio.outline.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('studio.outline.counts', {
              modules: t('studio.courses.modulesCount', { count: outline.modules.length }),
              lessons: t('studio.courses.lessonsCount', { count: lessons.length }),
            })}
          </Text>
        </Stack>
        {outline.modules.length > 0 && (
          <Button
            variant="default"
            size="xs"
            onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(outline.modules.map((m) => m.id)))}
          >
            {allCollapsed ? t('studio.outline.expandAll') : t('studio.outline.collapseAll')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('studio.outline.hint')}
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={dnd.accessibility} {...dnd.handlers}>
        <SortableContext items={outline.modules.map((m) => moduleDragId(m.id))} strategy={verticalListSortingStrategy}>
          {outline.modules.length === 0 ? (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed" ta="center">
                {t('studio.outline.noModules')}
              </Text>
            </Paper>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('studio.outline.modulesLabel')}>
              {outline.modules.map((module, index) => (
                <ModuleItem
                  key={module.id}
                  module={module}
                  position={index + 1}
                  collapsed={collapsed.has(module.id)}
                  onToggle={() => toggle(module.id)}
                  dragKind={dnd.active?.kind ?? null}
                  actions={actions}
                />
              ))}
            </Stack>
          )}
        </SortableContext>
        {/* What follows the pointer or the arrows: the row itself stays in its list, faded, at the place it would land. */}
        <DragOverlay>
          {activeTitle !== null && (
            <Paper withBorder shadow="md" radius="md" px="xs" py={6} data-drag-overlay>
              <Group gap="xs" wrap="nowrap">
                <IconGripVertical size={16} aria-hidden />
                <Text size="sm" fw={600} truncate="end">
                  {activeTitle}
                </Text>
              </Group>
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      <AddItemForm
        action={t('studio.outline.addModule')}
        inputLabel={t('studio.outline.newModuleTitle')}
        schema={moduleCreateBody}
        onAdd={(title, added) => void saves.addModule(title, added)}
        focusId="modules-add"
      />
      <ModulePanel
        tenantId={tenantId}
        courseId={courseId}
        module={panel?.kind === 'module' ? outline.modules.find((m) => m.id === panel.id) : undefined}
        saves={saves}
        onClose={() => setPanel(null)}
        onDelete={actions.askDeleteModule}
      />
      <LessonPanel
        tenantId={tenantId}
        courseId={courseId}
        lesson={panel?.kind === 'lesson' ? lessons.find((l) => l.id === panel.id) : undefined}
        saves={saves}
        onClose={() => setPanel(null)}
        onDelete={actions.askDeleteLesson}
      />
      <DeleteOutlineItem
        tenantId={tenantId}
        courseId={courseId}
        deleting={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={deleted}
      />
    </Stack>
  );
}

const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((x) => x !== id));

function dragTitle(active: { kind: string; id: number } | null, modules: readonly StudioModule[], lessons: readonly StudioLesson[]) {
  if (!active) return null;
  if (active.kind === 'module') return modules.find((m) => m.id === active.id)?.title ?? null;
  return lessons.find((l) => l.id === active.id)?.title ?? null;
}
