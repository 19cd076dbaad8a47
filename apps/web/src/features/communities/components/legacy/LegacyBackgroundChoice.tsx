import { Radio, SimpleGrid } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { BACKGROUND_PRESETS, backgroundPath, backgroundThumbPath } from '@trilha/shared/appearance/constants';
import { useTranslation } from 'react-i18next';
import classes from './LegacyBackgroundChoice.module.css';

type Props = { value: string; onChange: (path: string) => void; error?: string };

/**
 * Spec 000 §3: one of the 17 preset background images, or none (''). Each choice is a radio card
 * whose name is the preset's; the small thumbnail keeps the drawer from loading 17 full images.
 */
export function LegacyBackgroundChoice({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('communities.legacy.background')} value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={3} spacing={6} verticalSpacing={6} mt={4}>
        <Radio.Card value="" radius="md" className={classes.card}>
          <span className={classes.none}>
            <IconBan size={20} aria-hidden />
          </span>
          <span className={classes.name}>{t('communities.legacy.backgroundNone')}</span>
        </Radio.Card>
        {BACKGROUND_PRESETS.map((preset) => (
          <Radio.Card key={preset.slug} value={backgroundPath(preset.slug)} radius="md" className={classes.card}>
            <img
              src={backgroundThumbPath(preset.slug)}
              alt=""
              className={classes.thumb}
              style={{ background: preset.from }}
              loading="lazy"
            />
            {/* The presets are the platform's (spec 002 §3): their names are the appearance section's. */}
            <span className={classes.name}>{t(`appearance.backgrounds.${preset.slug}`)}</span>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
