import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { configFields, type ConfigCommunity, type ConfigFields } from '@trilha/shared/communities/schemas';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../../components/UploadProgress';
import { ApiError } from '../../../../lib/api/client';
import { applyServerIssues } from '../../../../lib/server-issues';
import { useActiveProducts } from '../../../../lib/products';
import { showErrorWithHint, showSuccess } from '../../../../lib/toast';
import { useSaveConfig } from '../../api/config';
import { communityMessage, communityText } from '../community-messages';
import { ActiveSwitch } from './ActiveSwitch';
import { BackgroundColorField } from './BackgroundColorField';
import {
  issueField,
  keepActiveProducts,
  PRIVATE_FIELDS,
  tabOf,
  toCoverState,
  toFormData,
  toFormValues,
  withHiddenFieldsCleared,
  type ConfigFormValues,
  type CoverState,
} from './config-form';
import { CoverField } from './CoverField';
import { SettingsFields } from './SettingsFields';

type Props = { tenantId: number; config: ConfigCommunity | null; onDone: () => void };
type Tab = 'settings' | 'appearance';

/** Spec 000 §9: config-form toasts last 4 s. */
const TOAST_MS = 4000;

const schemaResolver = zodResolver(configFields);
/** The shared schema (the route's own), with the hidden upsell fields of a public community left out of its checks. */
const resolver: Resolver<ConfigFormValues, unknown, ConfigFields> = (values, context, options) =>
  // The options only differ in how their `names` are typed: the form's fields are the schema's, less remove_cover.
  schemaResolver(withHiddenFieldsCleared(values), context, options as Parameters<typeof schemaResolver>[2]);

/** The config form (spec 000 §3, §4, §5): Configurações and Aparência tabs, saved as one multipart request. */
export function ConfigForm({ tenantId, config, onDone }: Props) {
  const { t } = useTranslation();
  const create = config === null;
  const [tab, setTab] = useState<Tab>('settings');
  const form = useForm<ConfigFormValues, unknown, ConfigFields>({ resolver, defaultValues: toFormValues(config) });
  const { errors } = form.formState;
  const save = useSaveConfig(tenantId);
  const products = useActiveProducts(tenantId);
  const [cover, setCoverState] = useState<CoverState>(() => toCoverState(config));
  const [cropping, setCropping] = useState(false);
  const [toggling, setToggling] = useState(false);

  // A new cover's preview is an object URL: freed when replaced and when the form goes away.
  const current = useRef(cover);
  useEffect(() => {
    current.current = cover;
  }, [cover]);
  useEffect(
    () => () => {
      if (current.current.kind === 'new') URL.revokeObjectURL(current.current.preview);
    },
    [],
  );
  const setCover = (next: CoverState) =>
    setCoverState((previous) => {
      if (previous.kind === 'new' && (next.kind !== 'new' || next.preview !== previous.preview)) URL.revokeObjectURL(previous.preview);
      // remove_cover=1 only matters when there is a stored cover to clear.
      return next.kind === 'none' ? { kind: 'none', removed: Boolean(config?.cover_path) } : next;
    });

  /** Spec 000 §8's toast, and the server's field issues on their fields (and their tab). */
  const showFailure = (error: Error) => {
    const { placed: fields } = applyServerIssues(form, error, {
      fields: (path) => {
        const field = issueField(path);
        // A public community's upsell fields are hidden: their refusal goes in the toast instead.
        return field && PRIVATE_FIELDS.includes(field) && !form.getValues('is_private') ? null : field;
      },
    });
    const placed = fields.length > 0;
    if (fields[0]) setTab(tabOf(fields[0]));
    // A refusal no field shows (the 100-community limit) tells more than "try again later".
    const refusal = !placed && error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '';
    const hint = refusal ? (communityMessage(refusal) ?? refusal) : communityText('configFailedHint');
    showErrorWithHint(communityText('configFailed'), hint, TOAST_MS);
  };

  const submit = form.handleSubmit(
    (fields) =>
      save.mutate(
        { id: config?.id ?? null, form: toFormData(keepActiveProducts(fields, products.data), cover, create) },
        {
          onSuccess: () => {
            showSuccess(communityText('configSaved'), TOAST_MS);
            onDone();
          },
          onError: showFailure,
        },
      ),
    // A refused field may sit on the other tab: show the tab where it is.
    (invalid) => setTab(Object.keys(invalid).some((name) => tabOf(name) === 'settings') ? 'settings' : 'appearance'),
  );

  const activeSwitch =
    config === null ? undefined : (
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <ActiveSwitch
            tenantId={tenantId}
            communityId={config.id}
            checked={field.value}
            onChange={field.onChange}
            disabled={save.isPending}
            onPending={setToggling}
          />
        )}
      />
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Tabs value={tab} onChange={(value) => setTab(value === 'appearance' ? 'appearance' : 'settings')} keepMounted>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="settings">{t('communities.config.tabSettings')}</Tabs.Tab>
          <Tabs.Tab value="appearance">{t('communities.config.tabAppearance')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <SettingsFields tenantId={tenantId} control={form.control} errors={errors} activeSwitch={activeSwitch} />
        </Tabs.Panel>
        <Tabs.Panel value="appearance">
          <Stack gap="lg">
            <CoverField value={cover} onChange={setCover} onCropping={setCropping} />
            <Controller
              control={form.control}
              name="background_color"
              render={({ field }) => (
                <BackgroundColorField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={communityMessage(errors.background_color?.message)}
                />
              )}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Stack gap="sm" mt="xl">
        {save.progress !== null && <UploadProgress value={save.progress} label={t('communities.config.saving')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('communities.config.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={cropping || toggling}>
            {t('communities.config.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
