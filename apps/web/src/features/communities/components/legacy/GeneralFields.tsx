import { Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './field-errors';
import type { RecordValues } from './legacy-form';

const SWITCHES = [
  { name: 'principal', label: 'principal', hint: 'principalHint' },
  { name: 'show_ranking', label: 'showRanking', hint: undefined },
  { name: 'show_continue_watching', label: 'showContinueWatching', hint: undefined },
] as const;

/** Name, description and the record's own switches (saved with the form, unlike the content toggles). */
export function GeneralFields() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<RecordValues>();
  const { errors } = formState;
  return (
    <>
      <TextInput
        label={t('communities.legacy.title')}
        withAsterisk
        autoComplete="off"
        error={fieldError(errors.title)}
        {...register('title')}
      />
      <Textarea label={t('communities.legacy.description')} rows={4} error={fieldError(errors.description)} {...register('description')} />
      {SWITCHES.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(`communities.legacy.${label}`)}
              description={hint && t(`communities.legacy.${hint}`)}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      ))}
    </>
  );
}
