import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { BACKGROUND_PRESETS, backgroundPath, backgroundThumbPath, NO_BACKGROUND } from '@trilha/shared/appearance/schemas';
import { useTranslation } from 'react-i18next';
import classes from './BackgroundPicker.module.css';

type Props = { value: string; onChange: (value: string) => void; labelId: string };

/** Spec 002 §3: the 17 named presets; choosing one stores its image path, removing stores #000000. */
export function BackgroundPicker({ value, onChange, labelId }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 3 }} spacing={6} verticalSpacing={6} role="radiogroup" aria-labelledby={labelId}>
        {BACKGROUND_PRESETS.map((preset) => {
          const path = backgroundPath(preset.slug);
          const name = t(`appearance.backgrounds.${preset.slug}`);
          return (
            <UnstyledButton
              key={preset.slug}
              role="radio"
              aria-checked={value === path}
              className={classes.swatch}
              onClick={() => onChange(path)}
              data-background={preset.slug}
            >
              <img
                src={backgroundThumbPath(preset.slug)}
                alt=""
                className={classes.thumb}
                style={{ background: preset.from }}
                loading="lazy"
              />
              <span className={classes.name}>{name}</span>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group gap="sm" justify="space-between">
        <Text size="xs">{value === NO_BACKGROUND ? t('appearance.backgroundNone') : null}</Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange(NO_BACKGROUND)}
          disabled={value === NO_BACKGROUND}
        >
          {t('appearance.removeBackground')}
        </Button>
      </Group>
    </Stack>
  );
}
