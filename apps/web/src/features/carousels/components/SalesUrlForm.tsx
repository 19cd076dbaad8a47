import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { salesUrlFields, type SalesUrlFields } from '@trilha/shared/carousels/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useUpdateSalesUrl } from '../api/update-sales-url';
import { useCarouselMessages } from './carousel-messages';
import { SaveBar } from '../../../components/SaveBar';

/**
 * The school's sales link (docs/catalog.md "Locked content"): where the locked-content dialog
 * sends a student. Empty: the dialog names the plans and asks the student to talk to the school.
 */
export function SalesUrlForm({ tenantId, saved }: { tenantId: number; saved: string | null | undefined }) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const save = useUpdateSalesUrl(tenantId);
  const form = useForm<SalesUrlFields>({ resolver: zodResolver(salesUrlFields), defaultValues: { sales_url: saved ?? '' } });
  const { errors, isDirty } = form.formState;

  // The saved link arrives after the first render (or changes in another tab): the field follows it while untouched.
  useEffect(() => {
    if (saved !== undefined && !form.formState.isDirty) form.reset({ sales_url: saved ?? '' });
  }, [saved, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values.sales_url, {
      onSuccess: (reply) => {
        form.reset({ sales_url: reply.sales_url ?? '' });
        showSuccess(messages.text('salesUrlSaved'));
      },
      onError: (error) => showError(messages.failure(error, messages.text('flagsFailed'))),
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextInput
        label={t('vitrine.salesUrl')}
        description={t('vitrine.salesUrlHint')}
        placeholder="https://"
        inputMode="url"
        disabled={saved === undefined}
        error={messages.translate(errors.sales_url?.message)}
        {...form.register('sales_url')}
      />
      <SaveBar dirty={isDirty} saving={save.isPending} />
    </form>
  );
}
