import { Switch, TextInput } from '@mantine/core';
import {
  courseUpdateBody,
  STUDIO_DESCRIPTION_MAX,
  STUDIO_TITLE_MAX,
  type CourseUpdateBody,
  type StudioCourse,
} from '@trilha/shared/studio/schemas';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OptionMultiSelect } from '../../../components/OptionSelect';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { useSchoolProducts } from '../../../lib/products';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useUpdateCourse } from '../api/update-course';
import { failureOf, studioMessage } from './studio-messages';

type CourseFields = Required<z.input<typeof courseUpdateBody>>;
const FIELDS = ['title', 'description', 'published', 'product_ids'] as const;

const toForm = (course: StudioCourse): CourseFields => ({
  title: course.title,
  description: course.description,
  published: course.published,
  product_ids: course.product_ids,
});

type Props = { tenantId: number; course: StudioCourse };

/**
 * The course's own fields, saved together by the save bar (PATCH /api/admin/courses/{id}) and
 * checked by the same schema the route checks with (courseUpdateBody); the server's refusals go
 * under the fields they name.
 */
export function CourseForm({ tenantId, course }: Props) {
  const { t } = useTranslation();
  const update = useUpdateCourse(tenantId, course.id);
  const form = useSectionForm(courseUpdateBody, toForm(course), 'onTouched');
  const { errors } = form.formState;
  const message = (field: keyof CourseFields) => studioMessage(errors[field]?.message);

  const submit = (values: CourseUpdateBody) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        showSuccess(t('studio.course.saved'));
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: FIELDS,
          message: (text) => studioMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <SectionForm form={form} onSubmit={submit} saving={update.isPending} gap="md">
      <TextInput
        label={t('studio.course.title')}
        withAsterisk
        maxLength={STUDIO_TITLE_MAX}
        error={message('title')}
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <RichTextField
            label={t('studio.course.description')}
            visibleLabel
            description={t('studio.course.descriptionHint')}
            initialHtml={field.value ?? ''}
            max={STUDIO_DESCRIPTION_MAX}
            tooLongMessage={t('studio.messages.descriptionTooLong')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minHeight={160}
            error={message('description')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <Switch
            label={t('studio.course.published')}
            description={t('studio.course.publishedHint')}
            checked={field.value ?? false}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="product_ids"
        // The ids are numbers here; the schema's input type (coerced ids, as a route's params) is wider.
        render={({ field }) => (
          <ProductsField
            tenantId={tenantId}
            value={(field.value ?? []) as number[]}
            onChange={field.onChange}
            error={message('product_ids')}
          />
        )}
      />
    </SectionForm>
  );
}

type ProductsProps = { tenantId: number; value: number[]; onChange: (ids: number[]) => void; error?: string };

/** The products that open the course: the active ones to choose from, and any inactive one it already has, marked. */
function ProductsField({ tenantId, value, onChange, error }: ProductsProps) {
  const { t } = useTranslation();
  const products = useSchoolProducts(tenantId);
  const options = useMemo(
    () =>
      (products.data ?? [])
        .filter((p) => p.status === 'active' || value.includes(p.id))
        .map((p) => ({ value: p.id, label: p.status === 'active' ? p.title : t('studio.course.inactiveProduct', { title: p.title }) })),
    [products.data, value, t],
  );
  return (
    <OptionMultiSelect
      label={t('studio.course.products')}
      description={t('studio.course.productsHint')}
      options={options}
      loading={products.isPending}
      value={value}
      onChange={onChange}
      error={error}
      testId="course-products"
    />
  );
}
