import { Switch, TextInput } from '@mantine/core';
import {
  PRODUCT_SALES_URL_MAX,
  PRODUCT_TITLE_MAX,
  productFormSchema,
  type AdminProduct,
  type ProductFormInput,
  type ProductUpdateBody,
} from '@trilha/shared/products/schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect, type SelectOption } from '../../../components/OptionSelect';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCommunityOptions } from '../api/get-community-options';
import { useUpdateProduct } from '../api/update-product';
import { AccessField } from './AccessField';
import { failureOf, productMessage } from './product-messages';

/** The school's courses to choose from: the course studio owns that list, and the edit panel hands it in. */
export type CourseChoices = { options: SelectOption[] | undefined; loading: boolean; failed: boolean };

const FIELDS = ['title', 'status', 'course_ids', 'community_ids', 'access_days', 'sales_url'] as const;

const toForm = (product: AdminProduct): ProductFormInput => ({
  title: product.title,
  status: product.status,
  course_ids: product.course_ids,
  community_ids: product.community_ids,
  access_days: product.access_days,
  sales_url: product.sales_url ?? '',
});

type Props = {
  tenantId: number;
  product: AdminProduct;
  courses: CourseChoices;
  /** After a save: the drawer closes. */
  onDone: () => void;
  /** After a save: what other sections show of the product's courses is out of date. */
  onSaved: () => void;
};

/**
 * Every field of a product, saved together by the save bar (PATCH /api/admin/products/{id}) and
 * checked by the schema the route checks with; the server's refusals go under the fields they name.
 */
export function ProductForm({ tenantId, product, courses, onDone, onSaved }: Props) {
  const { t } = useTranslation();
  const update = useUpdateProduct(tenantId, product.id);
  const communities = useCommunityOptions(tenantId);
  const form = useSectionForm(productFormSchema, toForm(product), 'onTouched');
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => productMessage(errors[field]?.message);

  const submit = (values: ProductUpdateBody) =>
    update.mutate(values, {
      onSuccess: () => {
        showSuccess(t('products.messages.saved'));
        onSaved();
        onDone();
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: FIELDS,
          message: (text) => productMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <SectionForm form={form} onSubmit={submit} saving={update.isPending} gap="md">
      <TextInput
        label={t('products.form.title')}
        withAsterisk
        maxLength={PRODUCT_TITLE_MAX}
        error={message('title')}
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Switch
            label={t('products.form.active')}
            description={t('products.form.activeHint')}
            checked={field.value === 'active'}
            onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'inactive')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={message('status')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="course_ids"
        // Numbers here; the schema's input type (coerced ids, as a route's params) is wider.
        render={({ field }) => (
          <OptionMultiSelect
            label={t('products.form.courses')}
            description={courses.failed ? t('products.form.coursesFailed') : t('products.form.coursesHint')}
            options={courses.options}
            loading={courses.loading}
            value={field.value as number[]}
            onChange={field.onChange}
            error={message('course_ids')}
            testId="product-courses"
          />
        )}
      />
      <Controller
        control={form.control}
        name="community_ids"
        render={({ field }) => (
          <OptionMultiSelect
            label={t('products.form.communities')}
            description={communities.isError ? t('products.form.communitiesFailed') : t('products.form.communitiesHint')}
            options={communities.data}
            loading={communities.isPending}
            value={field.value as number[]}
            onChange={field.onChange}
            error={message('community_ids')}
            testId="product-communities"
          />
        )}
      />
      <Controller
        control={form.control}
        name="access_days"
        render={({ field }) => (
          <AccessField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={message('access_days')} />
        )}
      />
      <TextInput
        type="url"
        inputMode="url"
        label={t('products.form.salesUrl')}
        description={t('products.form.salesUrlHint')}
        placeholder="https://"
        maxLength={PRODUCT_SALES_URL_MAX}
        error={message('sales_url')}
        {...form.register('sales_url')}
      />
    </SectionForm>
  );
}
