import { ColorInput, Select } from '@mantine/core';
import { COMMUNITY_FONTS } from '@trilha/shared/communities/constants';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fontStack, loadFont } from '../../../../lib/fonts';
import { fieldError } from './field-errors';
import { LegacyBackgroundChoice } from './LegacyBackgroundChoice';
import type { RecordValues } from './legacy-form';

const COLORS = [
  { name: 'primary_text_color', label: 'primaryTextColor' },
  { name: 'secondary_text_color', label: 'secondaryTextColor' },
  { name: 'shadow_color', label: 'shadowColor' },
] as const;
/** The Select needs a value for "no font"; the form holds null. */
const NO_FONT = 'none';

/** Background image, the three colours and the font of the community's page. */
export function AppearanceFields() {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<RecordValues>();
  const { errors } = formState;
  // Each option is drawn in its own family, so the reader sees what they choose.
  useEffect(() => {
    for (const family of COMMUNITY_FONTS) void loadFont(family);
  }, []);

  return (
    <>
      <Controller
        control={control}
        name="background_color"
        render={({ field }) => (
          <LegacyBackgroundChoice value={field.value} onChange={field.onChange} error={fieldError(errors.background_color)} />
        )}
      />
      {COLORS.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <ColorInput
              label={t(`communities.legacy.${label}`)}
              description={t('communities.legacy.colorHint')}
              format="hex"
              placeholder="#RRGGBB"
              eyeDropperButtonProps={{ 'aria-label': t('communities.legacy.eyeDropper') }}
              value={field.value ?? ''}
              onChange={(color) => field.onChange(color === '' ? null : color)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldError(errors[name])}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="font_family"
        render={({ field }) => (
          <Select
            label={t('communities.legacy.font')}
            data={[{ value: NO_FONT, label: t('communities.legacy.fontNone') }, ...COMMUNITY_FONTS]}
            value={field.value ?? NO_FONT}
            onChange={(next) => field.onChange(COMMUNITY_FONTS.find((font) => font === next) ?? null)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            allowDeselect={false}
            checkIconPosition="right"
            error={fieldError(errors.font_family)}
            styles={{ input: { fontFamily: field.value ? fontStack(field.value) : undefined } }}
            renderOption={({ option }) => (
              <span style={{ fontFamily: option.value === NO_FONT ? undefined : fontStack(option.value) }}>{option.label}</span>
            )}
          />
        )}
      />
    </>
  );
}
