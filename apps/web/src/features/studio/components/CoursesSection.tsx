import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import type { StudioCourse } from '@trilha/shared/studio/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { fold } from '../../../components/OptionSelect';
import { SectionLoader, SectionLoading } from '../../../components/SectionLoader';
import { SortableList } from '../../../components/SortableList';
import { SortableRow } from '../../../components/SortableRow';
import { useSchoolProducts } from '../../../lib/products';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useDuplicateCourse } from '../api/duplicate-course';
import { useStudioCourses } from '../api/get-courses';
import { useOrderCourses } from '../api/order-courses';
import { CourseRowContent } from './CourseRow';
import { DeleteCourseModal } from './DeleteCourseModal';
import { NewCourseForm } from './NewCourseForm';
import { failureOf } from './studio-messages';

/** From this many courses on, a search box narrows the list (fewer are seen at a glance). */
export const COURSE_SEARCH_FROM = 8;

/** The edit panel's "Cursos" section: the school's courses in order, drafts included. */
export function CoursesSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <CoursesPanel tenantId={tenantId} />;
}

function CoursesPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useStudioCourses(tenantId);
  const [deleting, setDeleting] = useState<StudioCourse | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);

  // After a delete the row is gone: the keyboard goes on from "Novo curso".
  useEffect(() => {
    if (refocus > 0) newButton.current?.focus();
  }, [refocus]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('studio.courses.intro')}
      </Text>
      <NewCourseForm ref={newButton} tenantId={tenantId} />
      <SectionLoader query={list} failed={t('studio.courses.loadFailed')}>
        {(courses) =>
          courses.length === 0 ? (
            <EmptyState icon={<IconBooks size={24} />} title={t('studio.courses.empty')} text={t('studio.courses.emptyText')} />
          ) : (
            <CourseList tenantId={tenantId} courses={courses} onDelete={setDeleting} />
          )
        }
      </SectionLoader>
      <DeleteCourseModal
        tenantId={tenantId}
        course={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setRefocus((n) => n + 1)}
      />
    </Stack>
  );
}

type ListProps = { tenantId: number; courses: StudioCourse[]; onDelete: (course: StudioCourse) => void };

function CourseList({ tenantId, courses, onDelete }: ListProps) {
  const { t } = useTranslation();
  const order = useOrderCourses(tenantId);
  const duplicate = useDuplicateCourse(tenantId);
  const products = useSchoolProducts(tenantId).data;
  const [search, setSearch] = useState('');
  const needle = fold(search.trim());
  const shown = needle ? courses.filter((c) => fold(c.title).includes(needle)) : courses;

  const titles = useMemo(() => new Map((products ?? []).map((p) => [p.id, p.title])), [products]);
  const productsOf = (course: StudioCourse) => course.product_ids.flatMap((id) => titles.get(id) ?? []);

  const reorder = (ordered: StudioCourse[]) =>
    order.mutate(ordered, {
      onSuccess: () => showSuccess(t('studio.courses.ordered')),
      onError: () => showError(null, t('studio.courses.orderFailed')),
    });
  const copy = (course: StudioCourse) =>
    duplicate.mutate(course.id, {
      onSuccess: (copied) => showSuccess(t('studio.courses.duplicated', { title: copied.title })),
      onError: (error) => showError(null, failureOf(error)),
    });

  const row = (course: StudioCourse) => (
    <CourseRowContent course={course} products={productsOf(course)} onDuplicate={() => copy(course)} onDelete={() => onDelete(course)} />
  );

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('studio.courses.count', { count: courses.length })}
      </Text>
      {courses.length >= COURSE_SEARCH_FROM && (
        <TextInput
          type="search"
          label={t('studio.courses.search')}
          placeholder={t('studio.courses.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      )}
      {needle ? (
        // A filtered list has gaps, so its order is not the school's to change: reordering waits for an empty search.
        <Stack gap="xs">
          <Text size="xs" c="dimmed" role="status">
            {shown.length === 0 ? t('studio.courses.noMatch') : t('studio.courses.matches', { count: shown.length })}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('studio.courses.listLabel')}>
            {shown.map((course) => (
              <Paper key={course.id} component="li" withBorder radius="md" px="xs" py={8} data-course-id={course.id}>
                <Group gap="xs" wrap="nowrap">
                  {row(course)}
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : (
        <SortableList items={courses} label={t('studio.courses.listLabel')} dragTexts="studio.courses.drag" onReorder={reorder}>
          {(course) => (
            <SortableRow
              key={course.id}
              id={course.id}
              handleLabel={t('studio.courses.dragHandle', { title: course.title })}
              data-course-id={course.id}
            >
              {row(course)}
            </SortableRow>
          )}
        </SortableList>
      )}
    </Stack>
  );
}
