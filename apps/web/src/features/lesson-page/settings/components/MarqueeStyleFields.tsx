import { ColorInput, Input, Select, Slider, Stack } from '@mantine/core';
import {
  MARQUEE_FONTS,
  MARQUEE_RADIUS_MAX,
  MARQUEE_RADIUS_MIN,
  MARQUEE_WEIGHTS,
  type MarqueeFormInput,
  type MarqueeFormValues,
} from '@trilha/shared/lesson-page/schemas';
import { useEffect } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fontStack, loadFontWeight } from '../../../../lib/fonts';
import { lessonMessage } from './lesson-messages';
import { optionValue } from './marquee-values';

type Props = { control: Control<MarqueeFormInput, unknown, MarqueeFormValues> };

/** Spec 001 §2, §9: the eight fonts (each option in its own font), weights 100 to 600, radii 2 to 64 px, two colours. */
export function MarqueeStyleFields({ control }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    for (const family of MARQUEE_FONTS) void loadFontWeight(family, 400);
  }, []);
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="font"
        render={({ field, fieldState }) => (
          <Select
            label={t('lessonPage.marquee.font')}
            data={[...MARQUEE_FONTS]}
            value={field.value ?? null}
            onChange={(next) => next && field.onChange(next)}
            onBlur={field.onBlur}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ zIndex: 400 }}
            styles={{ input: { fontFamily: fontStack(field.value ?? '') } }}
            renderOption={({ option }) => <span style={{ fontFamily: fontStack(option.value) }}>{option.label}</span>}
            error={lessonMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="font_weight"
        render={({ field, fieldState }) => (
          <Select
            label={t('lessonPage.marquee.weight')}
            data={MARQUEE_WEIGHTS.map(String)}
            value={optionValue(field.value)}
            onChange={(next) => next && field.onChange(Number(next))}
            onBlur={field.onBlur}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ zIndex: 400 }}
            renderOption={({ option }) => <span style={{ fontWeight: Number(option.value) }}>{option.label}</span>}
            error={lessonMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="border_radius"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label={t('lessonPage.marquee.radius')}
            description={t('lessonPage.marquee.radiusValue', { value: Number(field.value) })}
            error={lessonMessage(fieldState.error?.message)}
          >
            <Slider
              min={MARQUEE_RADIUS_MIN}
              max={MARQUEE_RADIUS_MAX}
              step={1}
              value={Number(field.value)}
              onChange={field.onChange}
              label={(value) => t('lessonPage.marquee.radiusValue', { value })}
              thumbLabel={t('lessonPage.marquee.radius')}
              mt={4}
              mb="xs"
            />
          </Input.Wrapper>
        )}
      />
      {(
        [
          ['background_color', 'background'],
          ['text_color', 'textColor'],
        ] as const
      ).map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <ColorInput
              label={t(`lessonPage.marquee.${label}`)}
              format="hex"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              popoverProps={{ zIndex: 400 }}
              eyeDropperButtonProps={{ 'aria-label': t('lessonPage.marquee.eyeDropper') }}
              error={lessonMessage(fieldState.error?.message)}
            />
          )}
        />
      ))}
    </Stack>
  );
}
