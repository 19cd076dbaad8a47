import { NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { STUDIO_RELEASE_DAYS_MAX } from '@trilha/shared/studio/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkField } from './field-check';
import { dayToIso, isoToDay } from './release-date';

type Release = { release_after_days: number | null; release_at: string | null };
type Mode = 'none' | 'days' | 'date';

type Props = {
  /** "o módulo" / "a aula": whose release the fields set. */
  label: string;
  value: Release;
  schema: z.ZodType<Record<string, unknown>>;
  onSave: (release: Release) => void;
};

const modeOf = (value: Release): Mode => (value.release_after_days !== null ? 'days' : value.release_at !== null ? 'date' : 'none');

/**
 * Drip release (docs/course-studio.md "Drip"): at once, some days after the student's access began,
 * or on a date; never both, so choosing one way hides the other, and saving one clears the other.
 * A number or a date is saved once it is complete and the schema takes it.
 */
export function ReleaseFields({ label, value, schema, onSave }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(modeOf(value));
  const [days, setDays] = useState<string | number>(value.release_after_days ?? '');
  const [day, setDay] = useState(isoToDay(value.release_at));
  const [error, setError] = useState<string | null>(null);

  const choose = (next: Mode) => {
    setMode(next);
    setError(null);
    // "At once" is complete by itself; the other two wait for their number or date.
    if (next === 'none' && modeOf(value) !== 'none') onSave({ release_after_days: null, release_at: null });
  };

  const saveDays = () => {
    if (days === '') return;
    const checked = checkField(schema, 'release_after_days', Number(days));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (checked.value !== value.release_after_days) onSave({ release_after_days: checked.value as number, release_at: null });
  };

  const saveDay = (picked: string) => {
    setDay(picked);
    if (!picked) return;
    const checked = checkField(schema, 'release_at', dayToIso(picked));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (isoToDay(value.release_at) !== picked) onSave({ release_after_days: null, release_at: checked.value as string });
  };

  return (
    <Stack gap="xs">
      <Radio.Group label={t('studio.release.title')} description={t('studio.release.hint', { what: label })} value={mode} onChange={choose}>
        <Stack gap={6} mt={6}>
          <Radio value="none" label={t('studio.release.none')} />
          <Radio value="days" label={t('studio.release.afterDays')} />
          <Radio value="date" label={t('studio.release.at')} />
        </Stack>
      </Radio.Group>
      {mode === 'days' && (
        <NumberInput
          label={t('studio.release.daysLabel')}
          description={t('studio.release.daysHint', { max: STUDIO_RELEASE_DAYS_MAX })}
          value={days}
          onChange={setDays}
          onBlur={saveDays}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveDays();
          }}
          min={0}
          max={STUDIO_RELEASE_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error}
        />
      )}
      {mode === 'date' && (
        <TextInput
          type="date"
          label={t('studio.release.dateLabel')}
          value={day}
          onChange={(e) => saveDay(e.currentTarget.value)}
          error={error}
        />
      )}
    </Stack>
  );
}
