import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Fieldset, Group, NumberInput, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { scoringForm, type ScoringFormOutput, type ScoringFormValues, type ScoringReply } from '@trilha/shared/gamification/admin-schemas';
import {
  COMMUNITY_ACTIONS,
  PER_DAY_COMMUNITY,
  PER_DAY_PLATFORM,
  PLATFORM_ACTIONS,
  POINTS_NAME_MAX,
} from '@trilha/shared/gamification/constants';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/toast';
import { useCreatePlans } from '../api/plans';
import { useScoring } from '../api/get-scoring';
import { useSaveScoring } from '../api/save-scoring';
import { adminMessage, adminText } from './admin-messages';
import { RecalculationProgress } from './RecalculationProgress';
import { ScoringPlans } from './ScoringPlans';

/** Spec 001 §2 "Scoring drawer": one form with platform points, community points, per-day points and product permissions. */
export function ScoringPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const scoring = useScoring(tenantId);
  if (scoring.isPending) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (scoring.isError) {
    return (
      <Alert color="red" role="alert">
        {t('gamificationAdmin.scoring.loadFailed')}
      </Alert>
    );
  }
  return <ScoringForm tenantId={tenantId} stored={scoring.data} />;
}

const toFormValues = (stored: ScoringReply): ScoringFormValues => ({
  platform: stored.platform,
  community: { ...stored.community, custom_name: stored.community.custom_name ?? '' },
  community_settings: stored.per_day.community_settings,
  platform_settings: stored.per_day.platform_settings,
});

function ScoringForm({ tenantId, stored }: { tenantId: number; stored: ScoringReply }) {
  const { t } = useTranslation();
  const form = useForm<ScoringFormValues, unknown, ScoringFormOutput>({
    resolver: zodResolver(scoringForm),
    defaultValues: toFormValues(stored),
  });
  const { errors } = form.formState;
  const save = useSaveScoring(tenantId);
  const addPlans = useCreatePlans(tenantId);
  const [adding, setAdding] = useState<number[]>([]);
  // Spec 001 §4: create mode until a custom_name exists.
  const mode = stored.community.custom_name === null ? 'create' : 'update';

  const submit = form.handleSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync({ values, mode });
      if (adding.length > 0) {
        await addPlans.mutateAsync(adding);
        setAdding([]);
      }
      showSuccess(adminMessage(reply.message) ?? adminText(mode === 'create' ? 'scoringCreated' : 'scoringUpdated'));
    } catch {
      // Spec 001 §8: scoring errors are silent; the form stays as typed.
    }
  });

  const label = (action: string) => t(`gamificationAdmin.scoring.actions.${action}`);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <RecalculationProgress tenantId={tenantId} />
        <Fieldset legend={t('gamificationAdmin.scoring.platform')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {PLATFORM_ACTIONS.map((action) => (
              <PointsInput key={action} control={form.control} name={`platform.${action}`} label={label(action)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('gamificationAdmin.scoring.community')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {COMMUNITY_ACTIONS.map((action) => (
                <PointsInput key={action} control={form.control} name={`community.${action}`} label={label(action)} />
              ))}
            </SimpleGrid>
            <TextInput
              label={t('gamificationAdmin.scoring.pointsName')}
              description={t('gamificationAdmin.scoring.pointsNameHint')}
              required
              maxLength={POINTS_NAME_MAX}
              error={adminMessage(errors.community?.custom_name?.message)}
              {...form.register('community.custom_name')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('gamificationAdmin.scoring.perDay')}>
          <Text size="xs" c="dimmed" mb="sm">
            {t('gamificationAdmin.scoring.perDayHint')}
          </Text>
          <Stack gap="sm">
            {PER_DAY_COMMUNITY.map((action) => (
              <PerDayRow key={`c-${action}`} control={form.control} group="community_settings" action={action} label={label(action)} />
            ))}
            <Divider />
            {PER_DAY_PLATFORM.map((action) => (
              <PerDayRow key={`p-${action}`} control={form.control} group="platform_settings" action={action} label={label(action)} />
            ))}
          </Stack>
        </Fieldset>
        <ScoringPlans tenantId={tenantId} adding={adding} onAddingChange={setAdding} />
        <Button type="submit" loading={save.isPending || addPlans.isPending}>
          {t(mode === 'create' ? 'gamificationAdmin.scoring.create' : 'gamificationAdmin.scoring.save')}
        </Button>
      </Stack>
    </form>
  );
}

type FieldProps = { control: Control<ScoringFormValues>; name: FieldPath<ScoringFormValues>; label: string; min?: number };

function PointsInput({ control, name, label, min = 0 }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={label}
          min={min}
          allowDecimal={false}
          allowNegative={false}
          value={field.value as number}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
          onBlur={field.onBlur}
          error={adminMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}

type PerDayProps = {
  control: Control<ScoringFormValues>;
  group: 'community_settings' | 'platform_settings';
  action: string;
  label: string;
};

/** One per-day setting: enable, needed_interaction, plus_user_score (spec 001 §3). */
function PerDayRow({ control, group, action, label }: PerDayProps) {
  const { t } = useTranslation();
  const base = `${group}.${action}` as const;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={label}>
      <Controller
        control={control}
        name={`${base}.enable` as FieldPath<ScoringFormValues>}
        render={({ field }) => (
          <Switch label={label} checked={field.value as boolean} onChange={(e) => field.onChange(e.currentTarget.checked)} w={160} mb={8} />
        )}
      />
      {/* 160 + 100 + 100 and the gaps fit the 484 px drawer's fieldset: the three stay on one line. */}
      <div style={{ width: 100 }}>
        <PointsInput
          control={control}
          name={`${base}.needed_interaction` as FieldPath<ScoringFormValues>}
          label={t('gamificationAdmin.scoring.neededInteraction')}
          min={1}
        />
      </div>
      <div style={{ width: 100 }}>
        <PointsInput
          control={control}
          name={`${base}.plus_user_score` as FieldPath<ScoringFormValues>}
          label={t('gamificationAdmin.scoring.plusUserScore')}
        />
      </div>
    </Group>
  );
}
