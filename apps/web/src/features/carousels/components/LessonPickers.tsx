import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourses, useModuleLessons, useModules } from '../api/get-content-options';
import { useLessonPages } from '../api/get-lesson-pages';
import type { PickedItem } from './carousel-form';
import { OptionChecklist } from './OptionChecklist';
import { useLoadFailureToast } from './use-load-failure';
import { SEARCH_DEBOUNCE_MS } from '@trilha/shared/platform/search';

type Props = {
  tenantId: number;
  /** A number or null: "Por módulo" (null = none picked yet); undefined: "Personalizado". */
  moduleId: number | null | undefined;
  onModuleChange: (id: number | null) => void;
  picked: PickedItem[];
  onPickedChange: (next: PickedItem[]) => void;
};

/** Type 3: one module's lessons, or any lesson of the school, paged and searchable. */
export function LessonPicker({ tenantId, moduleId, onModuleChange, picked, onPickedChange }: Props) {
  const courses = useCourses(tenantId, true);
  const courseTitle = useMemo(() => new Map(courses.data?.map((c) => [c.id, c.title])), [courses.data]);
  useLoadFailureToast(courses.isError);
  const picking = { picked, onPickedChange, courseTitle };
  if (moduleId === undefined) return <AllLessons tenantId={tenantId} {...picking} />;
  return <ModuleLessons tenantId={tenantId} moduleId={moduleId} onModuleChange={onModuleChange} {...picking} />;
}

type Picking = { tenantId: number; picked: PickedItem[]; onPickedChange: (next: PickedItem[]) => void; courseTitle: Map<number, string> };

function ModuleLessons({
  tenantId,
  moduleId,
  onModuleChange,
  courseTitle,
  ...picking
}: Picking & { moduleId: number | null; onModuleChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const modules = useModules(tenantId, true);
  const lessons = useModuleLessons(tenantId, moduleId);
  useLoadFailureToast(modules.isError || lessons.isError);
  // The module select groups the modules under their course, in the school's order.
  const groups = useMemo(() => {
    const byCourse = new Map<string, { value: string; label: string }[]>();
    for (const m of modules.data ?? []) {
      const group = courseTitle.get(m.course_id) ?? '';
      byCourse.set(group, [...(byCourse.get(group) ?? []), { value: String(m.id), label: m.title }]);
    }
    return [...byCourse].map(([group, items]) => ({ group, items }));
  }, [modules.data, courseTitle]);
  const options = lessons.data?.map((l) => ({ id: l.id, title: l.title, detail: courseTitle.get(l.course_id) ?? null }));
  return (
    <Stack gap="sm">
      <Select
        label={t('vitrine.modal.module')}
        placeholder={t('vitrine.modal.chooseModule')}
        data={groups}
        value={moduleId === null ? null : String(moduleId)}
        onChange={(value) => onModuleChange(value === null ? null : Number(value))}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('vitrine.modal.noOptions')}
      />
      {moduleId !== null && (
        <OptionChecklist
          label={t('vitrine.modal.lessons')}
          options={options}
          loading={lessons.isPending && !lessons.isError}
          {...picking}
        />
      )}
    </Stack>
  );
}

function AllLessons({ tenantId, courseTitle, ...picking }: Picking) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useLessonPages(tenantId, term, true);
  const options = pages.data?.pages
    .flatMap((page) => page.data)
    .map((l) => ({ id: l.id, title: l.title, detail: courseTitle.get(l.course_id) ?? null }));
  const more = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('vitrine.modal.searchLessons')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <OptionChecklist
        label={t('vitrine.modal.lessons')}
        options={options}
        loading={pages.isPending}
        onEndReached={more}
        footer={
          pages.hasNextPage && (
            <Button variant="subtle" size="xs" onClick={more} loading={pages.isFetchingNextPage}>
              {t('vitrine.modal.loadMore')}
            </Button>
          )
        }
        {...picking}
      />
    </Stack>
  );
}
