import { Button, Paper, Stack, Title } from '@mantine/core';
import { enrollmentCreateBody, type EnrollmentCreateBody } from '@trilha/shared/students/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/OptionSelect';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useGrantEnrollment } from '../api/grant-enrollment';
import { ExpiryField } from './ExpiryField';
import type { ProductChoices } from './product-choices';
import { failureOf, studentMessage } from './student-messages';

type Props = { tenantId: number; studentId: number; products: ProductChoices };

const EMPTY = { product_id: null, expires_at: null };

/** "Conceder produto": one product, until a date or by the product's own rule. */
export function GrantForm({ tenantId, studentId, products }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const grant = useGrantEnrollment(tenantId, studentId);
  const form = useSectionForm(enrollmentCreateBody, EMPTY);
  const { errors } = form.formState;
  // The schema's id check speaks of an invalid id; with nothing picked, the field asks for a product.
  const productError =
    errors.product_id &&
    (errors.product_id.type === 'server' ? studentMessage(errors.product_id.message) : t('students.detail.grantProductRequired'));

  const submit = ({ product_id, expires_at }: EnrollmentCreateBody) =>
    grant.mutate(expires_at ? { product_id, expires_at } : { product_id }, {
      onSuccess: () => {
        showSuccess(t('students.messages.granted'));
        form.reset(EMPTY);
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: ['product_id', 'expires_at'],
          message: (text) => studentMessage(text) ?? text,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {t('students.detail.grantTitle')}
          </Title>
          <Controller
            control={form.control}
            name="product_id"
            render={({ field }) => (
              <OptionSelect
                label={t('students.detail.grantProduct')}
                description={products.failed ? t('students.section.productsFailed') : undefined}
                options={products.options}
                loading={products.loading}
                value={(field.value ?? null) as number | null}
                onChange={field.onChange}
                error={productError}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expires_at"
            render={({ field }) => (
              <ExpiryField
                label={t('students.detail.grantExpires')}
                description={t('students.detail.grantExpiresHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={studentMessage(errors.expires_at?.message)}
              />
            )}
          />
          <Button type="submit" variant="light" loading={grant.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('students.detail.grant')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
