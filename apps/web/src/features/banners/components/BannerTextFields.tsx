import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BANNER_DESCRIPTION_MAX, BANNER_MESSAGES, type BannerFieldsInput } from '@trilha/shared/banners/schemas';
import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bannerMessage } from './banner-messages';

type Props = { control: Control<BannerFieldsInput>; register: UseFormRegister<BannerFieldsInput>; errors: FieldErrors<BannerFieldsInput> };

/** Spec 001 §5: the description counts to 250 and says so past it, as the operator types. */
export const isDescriptionTooLong = (text: string | undefined) => (text ?? '').trim().length > BANNER_DESCRIPTION_MAX;

/** The Basic tab's texts: category, title, description (0/250), button text and link. */
export function BannerTextFields({ control, register, errors }: Props) {
  const { t } = useTranslation();
  const counterId = useId();
  const description = useWatch({ control, name: 'subtitle' }) ?? '';
  const over = isDescriptionTooLong(description);
  // The spec's message shows while typing, not only after a save attempt.
  const descriptionError = bannerMessage(over ? BANNER_MESSAGES.descriptionTooLong : errors.subtitle?.message);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('banners.modal.category')}
        placeholder={t('banners.modal.categoryPlaceholder')}
        error={bannerMessage(errors.category?.message)}
        data-autofocus
        {...register('category')}
      />
      <TextInput
        label={t('banners.modal.title')}
        placeholder={t('banners.modal.titlePlaceholder')}
        error={bannerMessage(errors.title?.message)}
        {...register('title')}
      />
      <Stack gap={2}>
        <Textarea
          label={t('banners.modal.description')}
          rows={4}
          error={descriptionError}
          aria-describedby={counterId}
          {...register('subtitle')}
        />
        <Group justify="flex-end">
          <Text size="xs" id={counterId} c={over ? 'red.4' : 'dimmed'} data-over={over} aria-live="polite">
            {description.length}/{BANNER_DESCRIPTION_MAX}
          </Text>
        </Group>
      </Stack>
      <TextInput
        label={t('banners.modal.buttonText')}
        placeholder={t('banners.modal.buttonPlaceholder')}
        error={bannerMessage(errors.text_button?.message)}
        {...register('text_button')}
      />
      <TextInput
        label={t('banners.modal.link')}
        description={t('banners.modal.linkHint')}
        inputMode="url"
        error={bannerMessage(errors.url_primary?.message)}
        {...register('url_primary')}
      />
    </Stack>
  );
}
