import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { CarouselBodyInput } from '@trilha/shared/carousels/schemas';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCarouselMessages } from './carousel-messages';

/** Tab 0: title, description and what the carousel holds (1 courses, 2 modules, 3 lessons). */
export function DataTab({ onTypeChange }: { onTypeChange: () => void }) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const form = useFormContext<CarouselBodyInput>();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <TextInput
        label={t('vitrine.modal.title')}
        withAsterisk
        data-autofocus
        error={messages.translate(errors.title?.message)}
        {...form.register('title')}
      />
      <Textarea
        label={t('vitrine.modal.description')}
        rows={3}
        error={messages.translate(errors.description?.message)}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('vitrine.modal.type')}
            withAsterisk
            value={typeof field.value === 'number' ? String(field.value) : null}
            onChange={(value) => {
              field.onChange(Number(value));
              // Ids mean other things in another type: the chosen content starts over.
              form.setValue('custom', value === '1' ? 1 : 0);
              form.setValue('type_content', null);
              onTypeChange();
              form.clearErrors('type');
            }}
            error={messages.translate(fieldState.error?.message)}
          >
            <Group gap="lg" mt={6}>
              {(['1', '2', '3'] as const).map((type) => (
                <Radio key={type} value={type} label={t(`vitrine.types.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
