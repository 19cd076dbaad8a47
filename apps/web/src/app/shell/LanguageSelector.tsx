import { Button, Menu } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { languages, type Language } from '@trilha/shared/platform/http';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';

/** Spec 000 §8: Portuguese, English or Spanish, kept in the `lang` cookie. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const current = ((languages as readonly string[]).includes(i18n.language) ? i18n.language : 'pt') as Language;
  const name = (lang: Language) => t(`shell.languageNames.${lang}`);
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          px={8}
          leftSection={<IconWorld size={20} stroke={1.6} aria-hidden />}
          aria-label={t('shell.languageCurrent', { name: name(current), code: current.toUpperCase() })}
          styles={{ section: { marginInlineEnd: 6 } }}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.language')}>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {languages.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang === 'pt' ? 'pt-BR' : lang}
            aria-current={lang === current ? 'true' : undefined}
            rightSection={lang === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => setLanguage(lang)}
          >
            {name(lang)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
