import { PRODUCT_TITLE_MAX, productCreateBody, type AdminProduct, type ProductCreateBody } from '@trilha/shared/products/schemas';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NewItemButton, NewTitleForm } from '../../../components/NewTitleForm';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import { failureOf, productMessage } from './product-messages';

type Props = { tenantId: number; onCreated: (product: AdminProduct) => void };

/**
 * "Novo produto": a name is all it takes (the server makes it active, opening nothing, for life),
 * then its editor opens for the rest. The button is the section's place to come back to after a delete.
 */
export const NewProductForm = forwardRef<HTMLButtonElement, Props>(function NewProductForm({ tenantId, onCreated }, buttonRef) {
  const { t } = useTranslation();
  return (
    <NewItemButton ref={buttonRef} label={t('products.section.new')}>
      {(close) => (
        <TitleForm
          tenantId={tenantId}
          onCancel={close}
          onCreated={(product) => {
            close();
            onCreated(product);
          }}
        />
      )}
    </NewItemButton>
  );
});

function TitleForm({ tenantId, onCancel, onCreated }: { tenantId: number; onCancel: () => void; onCreated: Props['onCreated'] }) {
  const { t } = useTranslation();
  const create = useCreateProduct(tenantId);
  const form = useSectionForm(productCreateBody, { title: '' });

  const submit = (values: ProductCreateBody) =>
    create.mutate(values, {
      onSuccess: (product) => {
        showSuccess(t('products.messages.created'));
        onCreated(product);
      },
      onError: (failure) => {
        const { placed } = applyServerIssues(form, failure, {
          fields: ['title'],
          message: (text) => productMessage(text) ?? text,
          shouldFocus: true,
        });
        // The 409 (the school's 500 products) names no field.
        if (placed.length === 0) showError(null, failureOf(failure));
      },
    });

  return (
    <NewTitleForm
      labels={{
        form: t('products.section.newTitle'),
        field: t('products.section.newLabel'),
        hint: t('products.section.newHint'),
        submit: t('products.section.create'),
      }}
      maxLength={PRODUCT_TITLE_MAX}
      error={productMessage(form.formState.errors.title?.message)}
      title={form.register('title')}
      pending={create.isPending}
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      onCancel={onCancel}
    />
  );
}
