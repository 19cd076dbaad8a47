import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIVE_TITLE_MAX, liveForm, type Live, type LiveFormInput } from '@trilha/shared/lesson-page/schemas';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api/client';
import { useActiveProducts, withTextValues } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveLive } from '../api/save-live';
import { lessonMessage, lessonText } from './lesson-messages';
import { defaultLiveWindow, localToIso, toLocalInput } from './live-time';

/** What the inputs hold: wall-clock times (datetime-local) and product ids as the select's strings. */
type LiveFields = { title: string; stream_url: string; starts_at: string; ends_at: string; product_ids: string[] };
type LiveBody = z.output<typeof liveForm>;

const toLiveBody = (v: LiveFields): LiveFormInput => ({
  title: v.title,
  stream_url: v.stream_url,
  starts_at: localToIso(v.starts_at),
  ends_at: localToIso(v.ends_at),
  product_ids: v.product_ids.map(Number),
});

const schemaResolver = zodResolver(liveForm);
/** The shared liveForm schema judges what will be sent (times with this browser's offset); errors keep the fields' names. */
const resolver: Resolver<LiveFields, unknown, LiveBody> = (values, context, options) =>
  schemaResolver(toLiveBody(values), context, options as never) as never;

function toFields(live: Live | null): LiveFields {
  if (!live) return { title: '', stream_url: '', ...defaultLiveWindow(), product_ids: [] };
  return {
    title: live.title,
    stream_url: live.stream_url,
    starts_at: toLocalInput(live.starts_at),
    ends_at: toLocalInput(live.ends_at),
    product_ids: live.products.map((p) => String(p.id)),
  };
}

type Props = { tenantId: number; live: Live | null; onDone: () => void };

/** The staff's live scheduler (docs/lives.md): title, embed address, start and end, the products that see it. */
export function LiveForm({ tenantId, live, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<LiveFields, unknown, LiveBody>({ resolver, defaultValues: toFields(live) });
  const { errors } = form.formState;
  const save = useSaveLive(tenantId, live?.id ?? null);
  const products = useActiveProducts(tenantId);
  const options = withTextValues(products.data ?? []);
  for (const p of live?.products ?? [])
    if (!options.some((o) => o.value === String(p.id))) options.push({ value: String(p.id), label: p.title });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        showSuccess(t(live ? 'lessonPage.lives.updated' : 'lessonPage.lives.created'));
        onDone();
      },
      onError: (error) =>
        showError(null, error instanceof ApiError && error.status < 500 ? lessonMessage(error.message) : lessonText('actionFailed')),
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('lessonPage.lives.liveTitle')}
          required
          maxLength={LIVE_TITLE_MAX}
          {...form.register('title')}
          error={lessonMessage(errors.title?.message)}
        />
        <TextInput
          label={t('lessonPage.lives.streamUrl')}
          description={t('lessonPage.lives.streamUrlHint')}
          required
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/embed/..."
          {...form.register('stream_url')}
          error={lessonMessage(errors.stream_url?.message)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('lessonPage.lives.startsAt')}
            type="datetime-local"
            required
            {...form.register('starts_at')}
            error={lessonMessage(errors.starts_at?.message)}
          />
          <TextInput
            label={t('lessonPage.lives.endsAt')}
            type="datetime-local"
            required
            {...form.register('ends_at')}
            error={lessonMessage(errors.ends_at?.message)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('lessonPage.lives.timezone', { zone })}
        </Text>
        <Controller
          control={form.control}
          name="product_ids"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={t('lessonPage.lives.products')}
              description={t('lessonPage.lives.productsHint')}
              data={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('lessonPage.marquee.productsEmpty')}
              comboboxProps={{ zIndex: 400 }}
              error={lessonMessage(errors.product_ids?.message)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('lessonPage.lives.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('lessonPage.lives.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
