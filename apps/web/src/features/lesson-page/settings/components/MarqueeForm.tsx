import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Select, Slider, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  MARQUEE_NAME_VARIABLE,
  MARQUEE_SPEED_DEFAULT,
  MARQUEE_SPEED_MAX,
  MARQUEE_SPEED_MIN,
  MARQUEE_TEXT_MAX,
  marqueeForm,
  type Marquee,
  type MarqueeFormInput,
  type MarqueeFormValues,
} from '@trilha/shared/lesson-page/schemas';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/client';
import { useActiveProducts, withTextValues } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveMarquee } from '../api/save-marquee';
import { lessonMessage, lessonText } from './lesson-messages';
import { optionValue, toFormValues } from './marquee-values';
import classes from './MarqueeForm.module.css';
import { MarqueePreview } from './MarqueePreview';
import { MarqueeStyleFields } from './MarqueeStyleFields';

type Props = { tenantId: number; marquee: Marquee | null; onDone: () => void };

/** Spec 001 §2, §3, §5: the create/edit form with a live preview; messages of §8. */
export function MarqueeForm({ tenantId, marquee, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<MarqueeFormInput, unknown, MarqueeFormValues>({
    resolver: zodResolver(marqueeForm),
    defaultValues: toFormValues(marquee),
  });
  const { errors, isSubmitted } = form.formState;
  const save = useSaveMarquee(tenantId, marquee?.id ?? null);
  const products = useActiveProducts(tenantId);
  const textArea = useRef<HTMLTextAreaElement | null>(null);

  // A marquee of a product since made inactive keeps showing its product.
  const productOptions = withTextValues(products.data ?? []);
  if (marquee && !productOptions.some((p) => p.value === String(marquee.product_id))) {
    productOptions.push({ value: String(marquee.product_id), label: marquee.product_title });
  }

  const insertName = () => {
    const current = form.getValues('text');
    const element = textArea.current;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const next = current.slice(0, start) + MARQUEE_NAME_VARIABLE + current.slice(end);
    form.setValue('text', next, { shouldDirty: true, shouldValidate: isSubmitted });
    if (element) {
      const caret = start + MARQUEE_NAME_VARIABLE.length;
      element.focus();
      requestAnimationFrame(() => element.setSelectionRange(caret, caret));
    }
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (reply) => {
        // Spec 001 §8: "a string in data of the create response is shown as an error".
        if (typeof reply.data === 'string') {
          showError(null, lessonMessage(reply.data));
          return;
        }
        showSuccess(lessonText(marquee ? 'marqueeUpdated' : 'marqueeSaved'));
        onDone();
      },
      onError: (error) => {
        // Spec 001 §5: one marquee per product (a database key); the server's message, and the field says what to do.
        if (error instanceof ApiError && error.status === 409) {
          form.setError('product_id', { message: lessonText('marqueeProductTakenHint') }, { shouldFocus: true });
          showError(null, lessonMessage(error.message) ?? lessonText('marqueeProductTaken'));
          return;
        }
        showError(null, lessonText(marquee ? 'marqueeUpdateFailed' : 'marqueeCreateFailed'));
      },
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Stack gap={6} component="section" aria-labelledby="marquee-preview-title" className={classes.preview}>
          <Title order={4} fz="sm" id="marquee-preview-title">
            {t('lessonPage.marquee.preview')}
          </Title>
          <MarqueePreview control={form.control} />
          <Text size="xs" c="dimmed">
            {t('lessonPage.marquee.previewHint')}
          </Text>
        </Stack>
        <Controller
          control={form.control}
          name="text"
          render={({ field }) => (
            <Textarea
              ref={(element) => {
                field.ref(element);
                textArea.current = element;
              }}
              label={t('lessonPage.marquee.text')}
              description={t('lessonPage.marquee.textHint')}
              required
              autosize
              minRows={2}
              maxLength={MARQUEE_TEXT_MAX}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={lessonMessage(errors.text?.message)}
            />
          )}
        />
        <Group justify="flex-end" mt={-8}>
          <Button variant="light" size="xs" onClick={insertName}>
            {t('lessonPage.marquee.insertName')}
          </Button>
        </Group>
        <Controller
          control={form.control}
          name="product_id"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('lessonPage.marquee.product')}
              placeholder={t('lessonPage.marquee.productPlaceholder')}
              required
              data={productOptions}
              value={optionValue(field.value)}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={t('lessonPage.marquee.productsEmpty')}
              comboboxProps={{ zIndex: 400 }}
              error={lessonMessage(errors.product_id?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="timer"
          render={({ field }) => (
            <Input.Wrapper
              label={t('lessonPage.marquee.speed')}
              description={t('lessonPage.marquee.speedValue', { value: Number(field.value ?? MARQUEE_SPEED_DEFAULT) })}
              error={lessonMessage(errors.timer?.message)}
            >
              <Slider
                min={MARQUEE_SPEED_MIN}
                max={MARQUEE_SPEED_MAX}
                step={1}
                value={Number(field.value ?? MARQUEE_SPEED_DEFAULT)}
                onChange={field.onChange}
                label={(value) => t('lessonPage.marquee.speedValue', { value })}
                thumbLabel={t('lessonPage.marquee.speed')}
                mt={4}
                mb="xs"
              />
            </Input.Wrapper>
          )}
        />
        <TextInput
          label={t('lessonPage.marquee.url')}
          description={t('lessonPage.marquee.urlHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('url')}
          error={lessonMessage(errors.url?.message)}
        />
        <MarqueeStyleFields control={form.control} />
        <TextInput label={t('lessonPage.marquee.type')} value={t('lessonPage.marquee.horizontal')} readOnly />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('lessonPage.marquee.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('lessonPage.marquee.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
