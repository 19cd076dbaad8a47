import { Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type SelectOption } from '../../../../components/OptionSelect';
import { useCourseOptions, useLessonOptions, useModuleOptions } from '../../../../lib/place-options';
import type { QuizFormApi } from './quiz-form-types';
import { quizMessage } from './quiz-messages';

type PlaceField = 'course_id' | 'module_id' | 'lesson_id';
/** What each picker's first choice (0, "none") means: the whole of what is chosen above it. */
const INNER: Record<PlaceField, PlaceField[]> = { course_id: ['module_id', 'lesson_id'], module_id: ['lesson_id'], lesson_id: [] };

/**
 * A quiz may be placed on a course (docs/quizzes.md "Who"), a module of it or a lesson of that module, so the
 * students of that course find it there; placed nowhere, every student of the school sees it.
 * Each picker's first choice is "none" (null in the form); choosing above clears what is below.
 */
export function PlaceFields({ form, tenantId }: { form: QuizFormApi; tenantId: number }) {
  const { t } = useTranslation();
  const [courseId, moduleId, lessonId] = useWatch({ control: form.control, name: ['course_id', 'module_id', 'lesson_id'] });
  const course = courseId ?? null;
  const module = moduleId ?? null;
  const courses = useCourseOptions(tenantId);
  const modules = useModuleOptions(tenantId, course);
  const lessons = useLessonOptions(tenantId, module);
  const { errors } = form.formState;

  const choose = (name: PlaceField, value: number | null) => {
    const chosen = value === 0 ? null : value;
    form.setValue(name, chosen, { shouldDirty: true });
    for (const inner of INNER[name]) form.setValue(inner, null, { shouldDirty: true });
  };
  const withNone = (label: string, list: SelectOption[] | undefined): SelectOption[] => [{ value: 0, label }, ...(list ?? [])];
  const failed = (isError: boolean) => (isError ? t('quizAuthoring.optionsFailed') : undefined);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {course === null ? t('quizAuthoring.placeNowhere') : t('quizAuthoring.placeCourse')}
      </Text>
      <OptionSelect
        label={t('quizAuthoring.course')}
        options={withNone(t('quizAuthoring.noCourse'), courses.data)}
        loading={courses.isLoading}
        value={course ?? 0}
        onChange={(value) => choose('course_id', value)}
        description={failed(courses.isError)}
        error={quizMessage(errors.course_id?.message)}
        testId="quiz-place-course"
      />
      {course !== null && (
        <OptionSelect
          label={t('quizAuthoring.module')}
          options={withNone(t('quizAuthoring.wholeCourse'), modules.data)}
          loading={modules.isLoading}
          value={module ?? 0}
          onChange={(value) => choose('module_id', value)}
          description={failed(modules.isError)}
          error={quizMessage(errors.module_id?.message)}
          testId="quiz-place-module"
        />
      )}
      {module !== null && (
        <OptionSelect
          label={t('quizAuthoring.lesson')}
          options={withNone(t('quizAuthoring.wholeModule'), lessons.data)}
          loading={lessons.isLoading}
          value={lessonId ?? 0}
          onChange={(value) => choose('lesson_id', value)}
          description={failed(lessons.isError)}
          error={quizMessage(errors.lesson_id?.message)}
          testId="quiz-place-lesson"
        />
      )}
    </Stack>
  );
}
