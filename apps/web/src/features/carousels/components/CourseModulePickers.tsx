import { Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourses, useModules } from '../api/get-content-options';
import type { PickedItem } from './carousel-form';
import { OptionChecklist } from './OptionChecklist';
import { useLoadFailureToast } from './use-load-failure';

type Picking = { tenantId: number; picked: PickedItem[]; onPickedChange: (next: PickedItem[]) => void };

const matches = (text: string, filter: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(filter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim());

/** Type 1: the school's courses. */
export function CoursePicker({ tenantId, picked, onPickedChange }: Picking) {
  const { t } = useTranslation();
  const courses = useCourses(tenantId, true);
  useLoadFailureToast(courses.isError);
  const options = courses.data?.map((c) => ({ id: c.id, title: c.title, detail: null }));
  return (
    <OptionChecklist
      label={t('vitrine.modal.courses')}
      options={options}
      loading={courses.isPending && !courses.isError}
      picked={picked}
      onPickedChange={onPickedChange}
    />
  );
}

/**
 * Type 2: "Por curso" (courseId is a number or null) lists one course's modules; "Personalizado"
 * (courseId undefined) lists every module with a filter box.
 */
export function ModulePicker({
  tenantId,
  courseId,
  onCourseChange,
  picked,
  onPickedChange,
}: Picking & { courseId: number | null | undefined; onCourseChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const courses = useCourses(tenantId, true);
  const modules = useModules(tenantId, true);
  useLoadFailureToast(courses.isError || modules.isError);
  const [filter, setFilter] = useState('');
  const courseTitle = useMemo(() => new Map(courses.data?.map((c) => [c.id, c.title])), [courses.data]);
  const bySource = courseId !== undefined;

  const options = modules.data
    ?.filter((m) => (bySource ? m.course_id === courseId : matches(m.title, filter)))
    .map((m) => ({ id: m.id, title: m.title, detail: courseTitle.get(m.course_id) ?? null }));

  return (
    <Stack gap="sm">
      {bySource ? (
        <Select
          label={t('vitrine.modal.course')}
          placeholder={t('vitrine.modal.chooseCourse')}
          data={courses.data?.map((c) => ({ value: String(c.id), label: c.title })) ?? []}
          value={courseId === null ? null : String(courseId)}
          onChange={(value) => onCourseChange(value === null ? null : Number(value))}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
        />
      ) : (
        <TextInput
          label={t('vitrine.modal.filterModules')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
      )}
      {(!bySource || courseId !== null) && (
        <OptionChecklist
          label={t('vitrine.modal.modules')}
          options={options}
          loading={(modules.isPending && !modules.isError) || (courses.isPending && !courses.isError)}
          picked={picked}
          onPickedChange={onPickedChange}
        />
      )}
    </Stack>
  );
}
