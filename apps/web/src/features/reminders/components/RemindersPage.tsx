import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Chip, Container, Group, Loader, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { nextReminderAt } from '@trilha/shared/reminders/schedule';
import { REMINDER_DAYS, reminders, type Reminders, type RemindersInput } from '@trilha/shared/reminders/schemas';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useTenant } from '../../../lib/tenant';
import { showError, showSuccess } from '../../../lib/toast';
import { useReminders, useSaveReminders } from '../api/reminders';

/** The browser's own zone: what a student who never chose one expects. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zones = () => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes('UTC') ? all : [...all, 'UTC'];
};

/** /lembretes (spec 000 §2 "Study reminder"; CONTRACT "Study reminders"; docs/reminders.md). */
export function RemindersPage() {
  const { t } = useTranslation();
  usePageTitle(t('reminders.title'));
  const tenantId = useTenant().data?.id;
  return (
    <Container size="sm" py="xl" component="section" aria-labelledby="lembretes-titulo">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="lembretes-titulo">
            {t('reminders.title')}
          </Title>
          <Text c="dimmed">{t('reminders.intro')}</Text>
        </Stack>
        {tenantId !== undefined && <RemindersLoader tenantId={tenantId} />}
      </Stack>
    </Container>
  );
}

function RemindersLoader({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const saved = useReminders(tenantId);
  if (saved.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (!saved.data)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('reminders.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void saved.refetch()}>
            {t('reminders.retry')}
          </Button>
        </Group>
      </Alert>
    );
  // Off: the form suggests the browser's zone; on: what the student chose.
  const start = saved.data.enabled ? saved.data : { ...saved.data, timezone: browserZone() };
  return <RemindersForm tenantId={tenantId} start={start} />;
}

function RemindersForm({ tenantId, start }: { tenantId: number; start: Reminders }) {
  const { t, i18n } = useTranslation();
  const save = useSaveReminders(tenantId);
  const form = useForm<RemindersInput, unknown, Reminders>({ resolver: zodResolver(reminders), defaultValues: start });
  const values = useWatch({ control: form.control });
  const zoneList = useMemo(() => zones(), []);
  const next = useMemo(() => {
    const { enabled, days = [], time = '', timezone = '' } = values;
    if (!enabled || !/^\d\d:\d\d$/.test(time) || !zoneList.includes(timezone) || days.length === 0) return null;
    const due = nextReminderAt({ days, time, timezone }, new Date());
    return due
      ? new Intl.DateTimeFormat(i18n.language, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: timezone,
        }).format(due)
      : null;
  }, [values, zoneList, i18n.language]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (stored) => {
        form.reset(stored);
        showSuccess(t('reminders.messages.saved'));
      },
      onError: (error) => showError(error, t('reminders.messages.failed')),
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              size="md"
              label={t('reminders.enabled')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="days"
          render={({ field, fieldState }) => (
            <Stack gap={6} role="group" aria-labelledby="lembretes-dias">
              <Text id="lembretes-dias" size="sm" fw={500}>
                {t('reminders.days')}
              </Text>
              <Chip.Group multiple value={field.value.map(String)} onChange={(v) => field.onChange(v.map(Number))}>
                <Group gap="xs">
                  {REMINDER_DAYS.map((day) => (
                    <Chip key={day} value={String(day)} aria-label={t(`reminders.dayLong.${day}`)}>
                      {t(`reminders.dayShort.${day}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {fieldState.error?.message && (
                <Text size="sm" c="red.4" role="alert">
                  {t(`reminders.messages.daysRequired`)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="time"
            label={t('reminders.time')}
            miw={140}
            {...form.register('time')}
            error={form.formState.errors.time && t('reminders.messages.timeInvalid')}
          />
          <Controller
            control={form.control}
            name="timezone"
            render={({ field, fieldState }) => (
              <Select
                label={t('reminders.timezone')}
                description={t('reminders.timezoneHint')}
                data={zoneList}
                searchable
                limit={50}
                miw={220}
                value={field.value}
                onChange={(zone) => zone && field.onChange(zone)}
                error={fieldState.error && t('reminders.messages.timezoneInvalid')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {values.enabled ? (next ? t('reminders.next', { when: next }) : '') : t('reminders.off')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
