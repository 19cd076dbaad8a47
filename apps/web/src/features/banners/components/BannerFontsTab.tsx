import { Accordion, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { FONT_FAMILIES } from '@trilha/shared/appearance/schemas';
import { BANNER_FONT_SIZE, FONT_WEIGHTS, type BannerFieldsInput } from '@trilha/shared/banners/schemas';
import { useEffect } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fontStack, loadFont } from '../../../lib/fonts';
import { bannerMessage } from './banner-messages';

/** The four text blocks of spec 002 §3 and their font fields. */
export const FONT_BLOCKS = [
  { key: 'headline', family: 'font_headline', weight: 'weight_headline', size: 'size_headline' },
  { key: 'title', family: 'font_title', weight: 'weight_title', size: 'size_title' },
  { key: 'description', family: 'font_subtitle', weight: 'weight_subtitle', size: 'size_subtitle' },
  { key: 'button', family: 'font_button', weight: 'weight_text_button', size: 'size_text_button' },
] as const;

// Select cannot hold '' as an option value; '' (the platform font) travels as this name.
const PLATFORM = 'platform';

type Props = { control: Control<BannerFieldsInput>; errors: FieldErrors<BannerFieldsInput> };

/** Spec 002 §2 Fonts tab: family, weight and size per block, each in a collapsible section. */
export function BannerFontsTab({ control, errors }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    for (const family of FONT_FAMILIES) void loadFont(family);
  }, []);
  const families = [{ value: PLATFORM, label: t('banners.fonts.platform') }, ...FONT_FAMILIES.map((f) => ({ value: f, label: f }))];
  const weights = FONT_WEIGHTS.map((w) => ({ value: String(w), label: String(w) }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('banners.fonts.intro')}
      </Text>
      <Accordion variant="separated" multiple defaultValue={['headline']} chevronPosition="right">
        {FONT_BLOCKS.map((block) => (
          <Accordion.Item key={block.key} value={block.key}>
            <Accordion.Control>{t(`banners.fonts.${block.key}`)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Controller
                  control={control}
                  name={block.family}
                  render={({ field }) => (
                    <Select
                      label={t('banners.fonts.family')}
                      data={families}
                      value={field.value === undefined || field.value === '' ? PLATFORM : field.value}
                      onChange={(next) => field.onChange(!next || next === PLATFORM ? '' : next)}
                      allowDeselect={false}
                      comboboxProps={{ zIndex: 400 }}
                      renderOption={({ option }) => (
                        <span style={{ fontFamily: option.value === PLATFORM ? undefined : fontStack(option.value) }}>{option.label}</span>
                      )}
                      error={bannerMessage(errors[block.family]?.message)}
                    />
                  )}
                />
                <SimpleGrid cols={2} spacing="sm">
                  <Controller
                    control={control}
                    name={block.weight}
                    render={({ field }) => (
                      <Select
                        label={t('banners.fonts.weight')}
                        data={weights}
                        value={String(typeof field.value === 'number' ? field.value : 400)}
                        onChange={(next) => next && field.onChange(Number(next))}
                        allowDeselect={false}
                        comboboxProps={{ zIndex: 400 }}
                        error={bannerMessage(errors[block.weight]?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={block.size}
                    render={({ field }) => (
                      <NumberInput
                        label={t('banners.fonts.size')}
                        min={BANNER_FONT_SIZE.min}
                        max={BANNER_FONT_SIZE.max}
                        allowDecimal={false}
                        value={field.value as number | undefined}
                        onChange={(next) => field.onChange(next === '' ? undefined : Number(next))}
                        onBlur={field.onBlur}
                        error={bannerMessage(errors[block.size]?.message)}
                      />
                    )}
                  />
                </SimpleGrid>
                <FontSample control={control} block={block} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

function FontSample({ control, block }: { control: Control<BannerFieldsInput>; block: (typeof FONT_BLOCKS)[number] }) {
  const { t } = useTranslation();
  const [family, weight, size] = useWatch({ control, name: [block.family, block.weight, block.size] });
  return (
    <Text
      aria-hidden
      style={{
        fontFamily: family ? fontStack(family) : undefined,
        fontWeight: Number(weight) || 400,
        fontSize: Math.min(Math.max(Number(size) || 16, 8), 40),
        lineHeight: 1.2,
      }}
      truncate="end"
    >
      {t('banners.fonts.sample')}
    </Text>
  );
}
