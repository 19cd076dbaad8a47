import { ColorInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { COMMUNITY_BACKGROUND_COLORS } from '@trilha/shared/communities/schemas';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (color: string) => void;
  onBlur?: () => void;
  error?: string;
};

/** The preset swatch a colour is, case aside (the picker may write it in lower case). */
const presetOf = (color: string) => COMMUNITY_BACKGROUND_COLORS.find((c) => c.toLowerCase() === color.toLowerCase()) ?? null;

/**
 * Spec 000 §3: the config form's page colour, one of 12 preset swatches (a radio group whose
 * options are named by their hex) or any colour from the picker; both edit the same value.
 */
export function BackgroundColorField({ value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation();
  const preset = presetOf(value);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('communities.config.background')}
        description={t('communities.config.backgroundHint')}
        // A colour from the picker that is no preset leaves every swatch unchecked.
        value={preset ?? ''}
        onChange={onChange}
      >
        <SimpleGrid cols={6} spacing="xs" mt="xs">
          {COMMUNITY_BACKGROUND_COLORS.map((color) => (
            <Radio.Card
              key={color}
              value={color}
              aria-label={color}
              title={color}
              h={40}
              radius="md"
              bg={color}
              style={{ display: 'grid', placeItems: 'center' }}
              bd={preset === color ? '2px solid var(--mantine-color-white)' : '1px solid var(--mantine-color-dark-4)'}
            >
              {/* Every preset is dark: a white check reads on all of them. */}
              {preset === color && <IconCheck size={18} color="white" aria-hidden />}
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <ColorInput
        label={t('communities.config.customColor')}
        format="hex"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        eyeDropperButtonProps={{ 'aria-label': t('communities.config.eyeDropper') }}
        // Above the drawer (z-index 250).
        popoverProps={{ zIndex: 400 }}
      />
    </Stack>
  );
}
