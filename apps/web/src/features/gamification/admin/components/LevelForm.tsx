import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorInput, FileInput, Group, Image, MultiSelect, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { ANIMATIONS, BADGE_MAX_BYTES, LEVEL_NAME_MAX, LEVEL_PRODUCT_NAME_CUT } from '@trilha/shared/gamification/constants';
import {
  LEVEL_COLOR_DEFAULT,
  levelForm,
  type Level,
  type LevelFormOutput,
  type LevelFormValues,
  type ProductPermission,
} from '@trilha/shared/gamification/admin-schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveProducts } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveLevel } from '../api/save-level';
import { adminMessage, adminText } from './admin-messages';

type Props = { tenantId: number; level: Level | null; permissions: ProductPermission[]; onDone: () => void };

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
/** Above the drawer (z-index 250) the form sits in. */
const DROPDOWN_Z = 400;

/** Spec 001 §2, §9: product names cut at 35 characters in a level's products. */
const cutProductName = (title: string) => (title.length > LEVEL_PRODUCT_NAME_CUT ? `${title.slice(0, LEVEL_PRODUCT_NAME_CUT)}…` : title);

const toFormValues = (level: Level | null, permissions: ProductPermission[]): LevelFormValues => ({
  name: level?.name ?? '',
  needed_score: level?.needed_score ?? 0,
  color: level?.color ?? LEVEL_COLOR_DEFAULT,
  show_level_on_profile: level?.show_level_on_profile ?? true,
  show_score_on_profile: level?.show_score_on_profile ?? true,
  animation: level?.animation ?? 'none',
  products: permissions.map((p) => p.plan_id),
});

/**
 * Spec 001 §2, §3, §5: the new and edit level form. The name is required ('Obrigatório', the submit
 * disabled while it is wrong) with a counter out of 32; at least one product ('Nenhum produto selecionado.').
 */
export function LevelForm({ tenantId, level, permissions, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<LevelFormValues, unknown, LevelFormOutput>({
    resolver: zodResolver(levelForm),
    defaultValues: toFormValues(level, permissions),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const save = useSaveLevel(tenantId);
  const products = useActiveProducts(tenantId);
  // undefined: the picture as it is; null: removed; a File: the new one.
  const [image, setImage] = useState<File | null | undefined>(undefined);
  const [imageError, setImageError] = useState<string | null>(null);
  const name = useWatch({ control: form.control, name: 'name' });

  // A product since made inactive keeps showing in the level it is linked to.
  const options = (products.data ?? []).map((p) => ({ value: String(p.value), label: cutProductName(p.label) }));
  for (const p of permissions) {
    if (!options.some((o) => o.value === String(p.plan_id)))
      options.push({ value: String(p.plan_id), label: cutProductName(p.plan.title) });
  }

  const pickImage = (file: File | null) => {
    if (file && file.size > BADGE_MAX_BYTES) {
      setImageError(adminText('imageTooLarge'));
      return;
    }
    setImageError(null);
    setImage(file ?? (level?.img ? null : undefined));
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { values, image, level, permissions },
      {
        onSuccess: () => {
          showSuccess(adminText(level ? 'levelUpdated' : 'levelCreated'));
          onDone();
        },
        // Spec 001 §8: the create failure shows the delete failure's words.
        onError: () => showError(null, adminText(level ? 'levelUpdateFailed' : 'levelDeleteFailed')),
      },
    ),
  );

  const currentImage = image === undefined ? level?.img : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('gamificationAdmin.levels.name')}
          required
          // Spec 001 §3: the edit input allows 150, the counter still shows /32.
          maxLength={level ? 150 : LEVEL_NAME_MAX}
          description={`${name.length}/${LEVEL_NAME_MAX}`}
          error={adminMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="needed_score"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              label={t('gamificationAdmin.levels.neededScore')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              suffix=" Xp"
              value={field.value as number}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
              onBlur={field.onBlur}
              error={adminMessage(errors.needed_score?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <ColorInput
              label={t('gamificationAdmin.levels.color')}
              format="hex"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              popoverProps={{ zIndex: DROPDOWN_Z }}
              // The eye dropper is an icon-only button: axe (button-name) needs its name.
              eyeDropperButtonProps={{ 'aria-label': t('gamificationAdmin.levels.eyeDropper') }}
              error={adminMessage(errors.color?.message)}
            />
          )}
        />
        <Stack gap={6}>
          <FileInput
            label={t('gamificationAdmin.levels.image')}
            description={t('gamificationAdmin.levels.imageHint')}
            accept={IMAGE_ACCEPT}
            clearable
            value={image ?? null}
            onChange={pickImage}
            error={imageError}
          />
          {currentImage && (
            <Group gap="sm">
              <Image src={currentImage} alt="" w={48} h={48} radius="sm" />
              <Button variant="subtle" color="red" size="xs" onClick={() => setImage(null)}>
                {t('gamificationAdmin.levels.imageRemove')}
              </Button>
            </Group>
          )}
        </Stack>
        <Switch label={t('gamificationAdmin.levels.showLevel')} {...form.register('show_level_on_profile')} />
        <Switch label={t('gamificationAdmin.levels.showScore')} {...form.register('show_score_on_profile')} />
        <Controller
          control={form.control}
          name="animation"
          render={({ field }) => (
            <Select
              label={t('gamificationAdmin.levels.animation')}
              data={ANIMATIONS.map((a) => ({ value: a, label: t(`gamificationAdmin.animations.${a}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'none')}
              allowDeselect={false}
              comboboxProps={{ zIndex: DROPDOWN_Z }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="products"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={t('gamificationAdmin.levels.products')}
              placeholder={t('gamificationAdmin.levels.productsPlaceholder')}
              required
              data={options}
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              onBlur={field.onBlur}
              comboboxProps={{ zIndex: DROPDOWN_Z }}
              error={adminMessage(errors.products?.message)}
            />
          )}
        />
        <Button type="submit" loading={save.isPending} disabled={errors.name !== undefined}>
          {t('gamificationAdmin.levels.save')}
        </Button>
      </Stack>
    </form>
  );
}
