import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { languages } from '@trilha/shared/platform/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/language';
import { LanguageButton, useCurrentLanguage } from './LanguageButton';

/** The open selector: loaded on the first click (Menu brings the floating-ui positioning code). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
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
            {t(`shell.languageNames.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
