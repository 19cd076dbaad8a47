import { Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { PRODUCT_ACCESS_DAYS_MAX } from '@trilha/shared/products/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A year: what "Por dias" starts from the first time it is chosen. */
const FIRST_DAYS = 365;

type Props = {
  /** null is for life; NaN while the days box is empty (the schema refuses it with its own words). */
  value: number | null;
  onChange: (days: number | null) => void;
  onBlur: () => void;
  error?: string;
};

/** How long a grant of the product lasts: for life, or a number of days from 1 to 36500. */
export function AccessField({ value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // Back from "Vitalício" to "Por dias", the days typed before come back.
  const [lastDays, setLastDays] = useState(value ?? FIRST_DAYS);
  const forLife = value === null;

  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('products.form.access')}
        description={t('products.form.accessHint')}
        labelElement="div"
        id={id}
        error={forLife ? error : undefined}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          value={forLife ? 'life' : 'days'}
          onChange={(mode) => onChange(mode === 'life' ? null : lastDays)}
          data={[
            { value: 'life', label: t('products.form.forLife') },
            { value: 'days', label: t('products.form.byDays') },
          ]}
        />
      </Input.Wrapper>
      {!forLife && (
        <NumberInput
          label={t('products.form.days')}
          min={1}
          max={PRODUCT_ACCESS_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={Number.isNaN(value) ? '' : value}
          onChange={(days) => {
            if (typeof days === 'number') setLastDays(days);
            onChange(typeof days === 'number' ? days : Number.NaN);
          }}
          onBlur={onBlur}
          error={error}
        />
      )}
    </Stack>
  );
}
