import { Accordion, Stack } from '@mantine/core';
import { CONTENT_FLAGS } from '@trilha/shared/communities/constants';
import { legacyCreateBody, type LegacyCreate } from '@trilha/shared/communities/schemas';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect } from '../../../../components/OptionSelect';
import { useActiveProducts } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useLegacyCalls } from '../../api/legacy';
import { communityText, failureText } from '../community-messages';
import { ContentSwitches } from './ContentSwitches';
import { fieldError } from './field-errors';
import { FormFooter } from './FormFooter';
import { createDefaults, panelsWithErrors, type ContentFlags, type CreateValues, type Panel } from './legacy-form';
import { LegacyPanel } from './LegacyPanel';
import { RecordPanels } from './RecordPanels';
import { schemaResolver } from './schema-resolver';

/** Spec 000 §3: the record, its content toggles and at least one product, sent in one create. */
export function LegacyCreateForm({ tenantId, onCreated }: { tenantId: number; onCreated: () => void }) {
  const { t } = useTranslation();
  const { create } = useLegacyCalls(tenantId);
  const products = useActiveProducts(tenantId);
  const form = useForm<CreateValues, unknown, LegacyCreate>({
    resolver: schemaResolver<CreateValues, typeof legacyCreateBody>(legacyCreateBody),
    defaultValues: createDefaults(tenantId),
  });
  const [opened, setOpened] = useState<Panel[]>(['general']);
  const watched = useWatch({ control: form.control, name: CONTENT_FLAGS });
  const flags = Object.fromEntries(CONTENT_FLAGS.map((flag, i) => [flag, watched[i]])) as ContentFlags;

  const submit = form.handleSubmit(
    (body) =>
      create.mutateAsync(body).then(
        () => {
          showSuccess(communityText('created'));
          onCreated();
        },
        (error: unknown) => showError(failureText(error, 'createFailed')),
      ),
    (errors) => setOpened((current) => [...new Set([...current, ...panelsWithErrors(errors)])]),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Accordion multiple value={opened} onChange={(value) => setOpened(value as Panel[])} order={3} variant="contained">
            <RecordPanels />
            <LegacyPanel value="products" hint={t('communities.legacy.productsHint')}>
              <Controller
                control={form.control}
                name="permissions_array"
                render={({ field, fieldState }) => (
                  <OptionMultiSelect
                    label={t('communities.legacy.products')}
                    withAsterisk
                    options={products.data}
                    loading={products.isPending}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldError(fieldState.error)}
                  />
                )}
              />
            </LegacyPanel>
            <LegacyPanel value="content" hint={t('communities.legacy.contentHint')}>
              <ContentSwitches values={flags} onToggle={(flag, on) => form.setValue(flag, on, { shouldDirty: true })} />
            </LegacyPanel>
          </Accordion>
          <FormFooter label={t('communities.legacy.create')} saving={create.isPending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
