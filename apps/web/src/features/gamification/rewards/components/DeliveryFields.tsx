import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { Anchor, Button, em, FileButton, Group, Input, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { DELIVERY_TYPES, REWARD_EMBED_MAX, type DeliveryType } from '@trilha/shared/gamification/constants';
import { REWARD_FILE_MAX_BYTES, type AdminReward, type RewardFormValues } from '@trilha/shared/gamification/reward-schemas';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type SelectOption } from '../../../../components/OptionSelect';
import { BadgeField } from './BadgeField';
import { LinksField } from './LinksField';
import { rewardMessage, rewardText } from './reward-messages';
import type { RewardFormState } from './reward-values';

export type FileState = { content: File | null; badge: Blob | null; contentError: string | null; badgeError: string | null };

type Props = {
  control: Control<RewardFormState, unknown, RewardFormValues>;
  errors: FieldErrors<RewardFormState>;
  delivery: DeliveryType;
  reward: AdminReward | null;
  products: SelectOption[] | undefined;
  productsLoading: boolean;
  files: FileState;
  onFiles: (files: FileState) => void;
};

/** Spec 001 §3 delivery types: file, links, badge (Insígnia), embed code, a product delivered. */
export function DeliveryFields({ control, errors, delivery, reward, products, productsLoading, files, onFiles }: Props) {
  const { t } = useTranslation();

  const chooseContent = (file: File | null) => {
    if (!file) return;
    // Spec 000 §9's maximum upload; the server checks the type from the bytes.
    if (file.size > REWARD_FILE_MAX_BYTES) {
      onFiles({ ...files, content: null, contentError: rewardText('fileTooLarge') });
      return;
    }
    onFiles({ ...files, content: file, contentError: null });
  };

  // The five choices fill the 484 px drawer; on a phone they stack rather than run off the screen.
  const phone = useMediaQuery(`(max-width: ${em(520)})`);
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="delivery_type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text component="span" id="reward-delivery-label" size="sm" fw={500}>
              {t('rewards.delivery')}
            </Text>
            <SegmentedControl
              aria-labelledby="reward-delivery-label"
              fullWidth
              orientation={phone ? 'vertical' : 'horizontal'}
              value={field.value}
              onChange={field.onChange}
              data={DELIVERY_TYPES.map((type) => ({ value: type, label: t(`rewards.deliveries.${type}`) }))}
            />
          </Stack>
        )}
      />
      {delivery === 'file' && (
        <Input.Wrapper label={t('rewards.file')} description={t('rewards.fileHint')} error={files.contentError} withAsterisk>
          <Group gap="md" mt={6} align="center">
            <FileButton onChange={chooseContent}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                  {files.content || reward?.content ? t('rewards.fileReplace') : t('rewards.fileChoose')}
                </Button>
              )}
            </FileButton>
            {files.content ? (
              <Text size="sm" c="dimmed" truncate="end" miw={0} flex={1}>
                {files.content.name}
              </Text>
            ) : reward?.content ? (
              // The editors' own download (the file is private: no public address exists).
              <Anchor
                href={gamificationPaths.rewardContent({ tenant: reward.tenant_id, rewardId: reward.id })}
                size="sm"
                truncate="end"
                miw={0}
                flex={1}
              >
                {t('rewards.fileStored', { name: reward.content.name })}
              </Anchor>
            ) : null}
          </Group>
        </Input.Wrapper>
      )}
      {delivery === 'link' && (
        <Controller
          control={control}
          name="links"
          render={({ field }) => <LinksField value={field.value} onChange={field.onChange} error={rewardMessage(errors.links?.message)} />}
        />
      )}
      {delivery === 'badge' && (
        <BadgeField
          stored={reward?.img ?? null}
          value={files.badge}
          onChange={(badge) => onFiles({ ...files, badge, badgeError: null })}
          error={files.badgeError ?? undefined}
        />
      )}
      {delivery === 'embed' && (
        <Controller
          control={control}
          name="embed"
          render={({ field }) => (
            <Textarea
              label={t('rewards.embed')}
              description={t('rewards.embedHint')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={REWARD_EMBED_MAX}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={rewardMessage(errors.embed?.message)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          )}
        />
      )}
      {delivery === 'product' && (
        <Controller
          control={control}
          name="deliverable_product"
          render={({ field }) => (
            <OptionSelect
              label={t('rewards.product')}
              placeholder={t('rewards.pick')}
              withAsterisk
              options={products}
              loading={productsLoading}
              value={field.value}
              onChange={field.onChange}
              error={rewardMessage(errors.deliverable_product?.message)}
              testId="reward-deliverable-product"
            />
          )}
        />
      )}
    </Stack>
  );
}
