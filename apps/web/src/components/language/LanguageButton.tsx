import { Button, type ButtonProps } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { languages, type Language } from '@trilha/shared/platform/languages';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return ((languages as readonly string[]).includes(i18n.language) ? i18n.language : 'pt') as Language;
}

type Props = ButtonProps & ComponentPropsWithoutRef<'button'>;

/** The header's language button; Menu.Target passes its ref and handlers through. */
export const LanguageButton = forwardRef<HTMLButtonElement, Props>(function LanguageButton(props, ref) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-md"
      px={8}
      leftSection={<IconWorld size={20} stroke={1.6} aria-hidden />}
      aria-label={t('shell.languageCurrent', { name: t(`shell.languageNames.${current}`), code: current.toUpperCase() })}
      aria-haspopup="menu"
      styles={{ section: { marginInlineEnd: 6 } }}
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
});
