import { Fieldset, Group, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { FONT_FAMILIES } from '@trilha/shared/appearance/schemas';
import {
  CAROUSEL_AUTOPLAY,
  CAROUSEL_FONT_SIZE,
  CAROUSEL_MODES,
  CAROUSEL_WEIGHTS,
  CARD_TYPES,
  MAX_CARDS_PER_GROUP,
  type CarouselBodyInput,
  type CarouselMode,
} from '@trilha/shared/carousels/schemas';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCarouselMessages } from './carousel-messages';

/** The Select cannot hold an empty value: this stands for "the platform's font" (stored as ''). */
const PLATFORM_FONT = 'platform';
const numberOrBlank = (value: string | number) => (value === '' ? '' : Number(value));

/** Tab 2: mode and card type, cards per group, autoplay, and the title and description fonts. */
export function AdvancedTab() {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const form = useFormContext<CarouselBodyInput>();
  const [mode, autoplay] = useWatch({ control: form.control, name: ['carousel_type', 'autoplay'] });
  const currentMode: CarouselMode = mode === 'Destacado' ? 'Destacado' : 'Regular';
  const error = (name: FieldPath<CarouselBodyInput>) => messages.translate(form.getFieldState(name, form.formState).error?.message);

  const numberField = (
    name: FieldPath<CarouselBodyInput>,
    label: string,
    min: number,
    max: number,
    extra: { description?: string; disabled?: boolean; suffix?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={min}
          max={max}
          allowDecimal={false}
          clampBehavior="none"
          value={field.value as number}
          onChange={(v) => field.onChange(numberOrBlank(v))}
          onBlur={field.onBlur}
          error={error(name)}
          {...extra}
        />
      )}
    />
  );

  const fontFields = (which: 'title' | 'description') => (
    <Fieldset legend={t(which === 'title' ? 'vitrine.modal.titleFont' : 'vitrine.modal.descriptionFont')} variant="filled">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Controller
          control={form.control}
          name={`font_${which}`}
          render={({ field }) => (
            <Select
              label={t('vitrine.modal.font')}
              data={[
                { value: PLATFORM_FONT, label: t('vitrine.modal.platformFont') },
                ...FONT_FAMILIES.map((f) => ({ value: f, label: f })),
              ]}
              value={field.value === undefined || field.value === '' ? PLATFORM_FONT : field.value}
              onChange={(value) => field.onChange(value === PLATFORM_FONT || value === null ? '' : value)}
              allowDeselect={false}
              error={error(`font_${which}`)}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`weight_${which}`}
          render={({ field }) => (
            <Select
              label={t('vitrine.modal.weight')}
              data={CAROUSEL_WEIGHTS.map((w) => ({ value: String(w.value), label: `${w.value} ${w.label}` }))}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              allowDeselect={false}
              error={error(`weight_${which}`)}
            />
          )}
        />
        {numberField(`size_${which}`, t('vitrine.modal.size'), CAROUSEL_FONT_SIZE.min, CAROUSEL_FONT_SIZE.max, { suffix: ' px' })}
      </SimpleGrid>
    </Fieldset>
  );

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="carousel_type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="carousel-mode-label">
              {t('vitrine.modal.carouselMode')}
            </Text>
            <SegmentedControl
              aria-labelledby="carousel-mode-label"
              data={CAROUSEL_MODES.map((m) => ({ value: m, label: t(`vitrine.modes.${m}`) }))}
              value={currentMode}
              onChange={(value) => {
                field.onChange(value);
                // Each mode has its own card types: the first one of the new mode is chosen.
                form.setValue('card_type', CARD_TYPES[value][0] as CarouselBodyInput['card_type']);
              }}
            />
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="card_type"
        render={({ field }) => (
          <Radio.Group label={t('vitrine.modal.cardType')} value={field.value} onChange={field.onChange} error={error('card_type')}>
            <Group gap="lg" mt={6}>
              {CARD_TYPES[currentMode].map((card) => (
                <Radio key={card} value={card} label={t(`vitrine.cards.${card}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {numberField('cards_per_group', t('vitrine.modal.perGroup'), 0, MAX_CARDS_PER_GROUP, { description: t('vitrine.modal.automatic') })}
        {numberField('cards_per_group_mobile', t('vitrine.modal.perGroupMobile'), 0, MAX_CARDS_PER_GROUP, {
          description: t('vitrine.modal.automatic'),
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Controller
          control={form.control}
          name="autoplay"
          render={({ field }) => (
            <Switch
              label={t('vitrine.modal.autoplay')}
              checked={field.value === 1}
              onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
              mt={{ base: 0, xs: 30 }}
            />
          )}
        />
        {numberField('autoplay_time', t('vitrine.modal.autoplayTime'), CAROUSEL_AUTOPLAY.min, CAROUSEL_AUTOPLAY.max, {
          disabled: autoplay !== 1,
          suffix: ' s',
        })}
      </SimpleGrid>
      {fontFields('title')}
      {fontFields('description')}
    </Stack>
  );
}
