import { Stack } from '@mantine/core';
import { CUSTOM_HTML_SELECTORS, type CustomHtmlPage, type CustomHtmlSelector } from '@trilha/shared/custom-html/constants';
import type { CustomHtmlFields, CustomHtmlFieldsInput } from '@trilha/shared/custom-html/schemas';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type SelectOption } from '../../../components/OptionSelect';
import { useCommunityOptions, useCourseOptions, useLessonOptions, useModuleOptions } from '../api/get-place-options';
import { chainOf, innerAfter } from './block-values';
import { customHtmlMessage } from './custom-html-messages';

type Form = UseFormReturn<CustomHtmlFieldsInput, unknown, CustomHtmlFields>;

/** A specific item (not "all", not unchosen): what an inner selector's list is read for. */
const specific = (value: number | null | undefined): number | null => (value !== null && value !== undefined && value > 0 ? value : null);

/**
 * Spec 002 §3, §5 "dependent resource selectors": the page's selectors, each offering "all" (0)
 * first. A specific course opens its modules, a specific module its lessons; "all" of an outer
 * item means all of the inner ones, so those show "all" and wait.
 */
export function PlaceSelectors({ form, tenantId }: { form: Form; tenantId: number }) {
  const { t } = useTranslation();
  const [watchedPage, courseId, moduleId] = useWatch({ control: form.control, name: ['page', 'course_id', 'module_id'] });
  // Unset until chosen, though the schema's input type always names a page.
  const page = watchedPage as CustomHtmlPage | undefined;
  const wanted: readonly CustomHtmlSelector[] = page ? CUSTOM_HTML_SELECTORS[page] : [];
  const chain = chainOf(page);
  const communities = useCommunityOptions(tenantId, wanted.includes('community_id'));
  const courses = useCourseOptions(tenantId, wanted.includes('course_id'));
  const modules = useModuleOptions(tenantId, wanted.includes('module_id') ? specific(courseId) : null);
  const lessons = useLessonOptions(tenantId, wanted.includes('lesson_id') ? specific(moduleId) : null);
  const lists = { community_id: communities, course_id: courses, module_id: modules, lesson_id: lessons };
  const outerOf: Partial<Record<CustomHtmlSelector, number | null | undefined>> = { module_id: courseId, lesson_id: moduleId };

  const choose = (name: CustomHtmlSelector, value: number | null) => {
    const validate = form.formState.isSubmitted;
    form.setValue(name, value, { shouldDirty: true, shouldValidate: validate });
    for (const [inner, next] of Object.entries(innerAfter(chain, name, value))) {
      form.setValue(inner as CustomHtmlSelector, next, { shouldDirty: true, shouldValidate: validate });
    }
  };

  if (wanted.length === 0) return null;
  return (
    <Stack gap="md">
      {wanted.map((name) => {
        const list = lists[name];
        const inner = name === 'module_id' || name === 'lesson_id';
        const outer = outerOf[name];
        // An inner selector waits for a specific outer item ("all" above holds it at "all").
        const waiting = inner && !outer;
        const options: SelectOption[] = [{ value: 0, label: t(`customHtml.all.${name}`) }, ...(waiting ? [] : (list.data ?? []))];
        const hint = list.isError ? t('customHtml.optionsFailed') : waiting && outer !== 0 ? t(`customHtml.pickOuter.${name}`) : undefined;
        return (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <OptionSelect
                label={t(`customHtml.selectors.${name}`)}
                options={options}
                loading={list.isLoading}
                value={field.value ?? null}
                onChange={(value) => choose(name, value)}
                withAsterisk
                disabled={waiting}
                description={hint}
                error={customHtmlMessage(fieldState.error?.message)}
                testId={`place-${name}`}
              />
            )}
          />
        );
      })}
    </Stack>
  );
}
