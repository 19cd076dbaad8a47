import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { COMMUNITY_DESCRIPTION_MAX } from '@trilha/shared/communities/schemas';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect } from '../../../../components/OptionSelect';
import { useActiveProducts } from '../../../../lib/products';
import { communityMessage } from '../community-messages';
import type { ConfigFormValues } from './config-form';

type SwitchName = 'hide_channels_groups' | 'has_ranking' | 'has_continue_watching';
const SWITCHES: [SwitchName, string][] = [
  ['hide_channels_groups', 'communities.config.hideChannelsGroups'],
  ['has_ranking', 'communities.config.hasRanking'],
  ['has_continue_watching', 'communities.config.hasContinueWatching'],
];

type Props = {
  tenantId: number;
  control: Control<ConfigFormValues>;
  errors: FieldErrors<ConfigFormValues>;
  /** Edit shows 'Ativa' as its own instantly-saved switch (ActiveSwitch) in this slot; create keeps it in the form. */
  activeSwitch?: ReactNode;
};

/** The Configurações section (spec 000 §3, §5): name, description, privacy and its upsell, display switches. */
export function SettingsFields({ tenantId, control, errors, activeSwitch }: Props) {
  const { t } = useTranslation();
  const isPrivate = useWatch({ control, name: 'is_private' });
  // Every schema message is Portuguese: shown in the reader's language.
  const message = (name: keyof ConfigFormValues) => communityMessage(errors[name]?.message);

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="title"
        render={({ field }) => <TextInput {...field} label={t('communities.config.title')} withAsterisk error={message('title')} />}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Textarea
            {...field}
            label={t('communities.config.description')}
            description={t('communities.config.descriptionHint', { max: COMMUNITY_DESCRIPTION_MAX })}
            rows={4}
            error={message('description')}
          />
        )}
      />
      {activeSwitch ?? (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label={t('communities.config.isActive')}
              // Mantine puts the description inside the label; the name stays the label alone (it is described by it).
              aria-label={t('communities.config.isActive')}
              description={t('communities.config.isActiveHint')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="is_private"
        render={({ field }) => (
          <Switch
            label={t('communities.config.isPrivate')}
            // Mantine puts the description inside the label; the name stays the label alone (it is described by it).
            aria-label={t('communities.config.isPrivate')}
            description={t('communities.config.isPrivateHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {isPrivate && <PrivateFields tenantId={tenantId} control={control} message={message} />}
      {SWITCHES.map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(label)}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
    </Stack>
  );
}

type PrivateProps = {
  tenantId: number;
  control: Control<ConfigFormValues>;
  message: (name: keyof ConfigFormValues) => string | undefined;
};

/** Spec 000 §4: shown, and required, only while the community is private. */
function PrivateFields({ tenantId, control, message }: PrivateProps) {
  const { t } = useTranslation();
  const products = useActiveProducts(tenantId);
  return (
    <Stack gap="md" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-dark-4)' }} data-testid="community-private-fields">
      <Controller
        control={control}
        name="product_ids"
        render={({ field }) => (
          <OptionMultiSelect
            label={t('communities.config.products')}
            options={products.data}
            loading={products.isPending}
            value={field.value}
            onChange={field.onChange}
            withAsterisk
            error={message('product_ids')}
            testId="community-products"
          />
        )}
      />
      <Controller
        control={control}
        name="upsell_text"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('communities.config.upsellText')}
            description={t('communities.config.upsellTextHint')}
            withAsterisk
            error={message('upsell_text')}
          />
        )}
      />
      <Controller
        control={control}
        name="upsell_link"
        render={({ field }) => (
          <TextInput
            {...field}
            type="url"
            inputMode="url"
            label={t('communities.config.upsellLink')}
            description={t('communities.config.upsellLinkHint')}
            placeholder="https://"
            withAsterisk
            error={message('upsell_link')}
          />
        )}
      />
    </Stack>
  );
}
