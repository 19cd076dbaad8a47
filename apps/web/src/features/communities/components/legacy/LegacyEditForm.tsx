import { Accordion, Alert, Button, Center, Loader, Stack, Switch } from '@mantine/core';
import { legacyEditBody, type CommunityDetails, type LegacyEdit } from '@trilha/shared/communities/schemas';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect, type SelectOption } from '../../../../components/OptionSelect';
import { useActiveProducts } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useCommunityDetails, useLegacyCalls } from '../../api/legacy';
import { communityText, failureText } from '../community-messages';
import { ContentSwitches } from './ContentSwitches';
import { FormFooter } from './FormFooter';
import { panelsWithErrors, toEditValues, type EditValues, type Panel } from './legacy-form';
import { LegacyPanel } from './LegacyPanel';
import { RecordPanels } from './RecordPanels';
import { schemaResolver } from './schema-resolver';
import { useLiveChanges } from './use-live-changes';

type Props = { tenantId: number; communityId: number };

/** Edit: the stored community loads first (get-details); the form starts from it. */
export function LegacyEditForm({ tenantId, communityId }: Props) {
  const { t } = useTranslation();
  const details = useCommunityDetails(tenantId, communityId);
  if (details.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('communities.legacy.loading')} />
      </Center>
    );
  }
  // A failed refetch keeps the loaded record on screen; only a first load that failed ends here.
  if (!details.data) {
    return (
      <Alert color="red" title={t('communities.legacy.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void details.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <EditBody tenantId={tenantId} details={details.data} />;
}

/** The products offered: the school's active ones, plus any the community already has (an inactive one stays removable). */
function useProductOptions(tenantId: number, details: CommunityDetails) {
  const products = useActiveProducts(tenantId);
  const options = useMemo(() => {
    const active: SelectOption[] = products.data ?? [];
    const known = new Set(active.map((o) => o.value));
    const attached = details.plans_with_access
      .filter((p) => !known.has(p.plan_id))
      .map((p) => ({ value: p.plan_id, label: p.plan_details.title }));
    return [...active, ...attached];
  }, [products.data, details.plans_with_access]);
  return { options, loading: products.isPending };
}

function EditBody({ tenantId, details }: { tenantId: number; details: CommunityDetails }) {
  const { t } = useTranslation();
  const calls = useLegacyCalls(tenantId);
  const live = useLiveChanges(calls, details);
  const products = useProductOptions(tenantId, details);
  // Later refetches of the details (after each call) leave what the reader is typing alone.
  const form = useForm<EditValues, unknown, LegacyEdit>({
    resolver: schemaResolver<EditValues, typeof legacyEditBody>(legacyEditBody),
    defaultValues: toEditValues(details),
  });
  const [opened, setOpened] = useState<Panel[]>(['general']);

  const submit = form.handleSubmit(
    (body) =>
      calls.edit.mutateAsync(body).then(
        (reply) => {
          // The saved record is what the server kept (a sales link without its scheme, say).
          form.reset(toEditValues(reply.data));
          showSuccess(communityText('updated'));
        },
        (error: unknown) => showError(failureText(error, 'updateFailed')),
      ),
    (errors) => setOpened((current) => [...new Set([...current, ...panelsWithErrors(errors)])]),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Switch
            label={t('communities.legacy.active')}
            description={t('communities.legacy.activeHint')}
            checked={live.active}
            onChange={(e) => live.toggleActive(e.currentTarget.checked)}
          />
          <Accordion multiple value={opened} onChange={(value) => setOpened(value as Panel[])} order={3} variant="contained">
            <RecordPanels />
            <LegacyPanel value="products" hint={t('communities.legacy.liveHint')}>
              <OptionMultiSelect
                label={t('communities.legacy.products')}
                description={t('communities.legacy.productsHint')}
                withAsterisk
                options={products.options}
                loading={products.loading}
                value={live.products}
                onChange={live.changeProducts}
              />
            </LegacyPanel>
            <LegacyPanel value="content" hint={t('communities.legacy.liveHint')}>
              <ContentSwitches values={live.flags} onToggle={live.toggleFlag} />
            </LegacyPanel>
          </Accordion>
          <FormFooter label={t('communities.legacy.save')} saving={calls.edit.isPending} />
        </Stack>
      </form>
    </FormProvider>
  );
}
