import { Select, Text } from '@mantine/core';
import { FONT_FAMILIES, type FontFamily } from '@trilha/shared/appearance/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStack, loadFont } from '../../../lib/fonts';

type Props = { value: FontFamily; onChange: (value: FontFamily) => void };

/** Spec 002 §3: the eight families, each option drawn in its own font (all loaded for this preview only). */
export function FontSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    for (const family of FONT_FAMILIES) void loadFont(family);
  }, []);
  return (
    <>
      <Select
        label={t('appearance.font')}
        data={[...FONT_FAMILIES]}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ zIndex: 300 }}
        styles={{ input: { fontFamily: fontStack(value) } }}
        renderOption={({ option }) => <span style={{ fontFamily: fontStack(option.value) }}>{option.label}</span>}
      />
      <Text size="lg" style={{ fontFamily: fontStack(value) }} data-testid="font-preview">
        {t('appearance.fontPreview')}
      </Text>
    </>
  );
}
