import { TextInput } from '@mantine/core';
import { dayOf, endOfDay, today } from './dates';

type Props = {
  label: string;
  description: string;
  /** The access's end as the schema takes it (an ISO instant), or null for the product's own rule. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
};

/** The browser's own date picker; the day picked is sent as its last second here, so access lasts the whole day. */
export function ExpiryField({ label, description, value, onChange, onBlur, error }: Props) {
  return (
    <TextInput
      type="date"
      label={label}
      description={description}
      min={today()}
      value={dayOf(value)}
      onChange={(e) => onChange(e.currentTarget.value ? endOfDay(e.currentTarget.value) : null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
