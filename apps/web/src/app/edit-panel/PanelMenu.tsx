import { Badge, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PANEL_SECTIONS } from './sections';
import classes from './PanelMenu.module.css';
import { SECTION_ICONS } from './section-icons';

/**
 * The panel's menu in spec 002 §1 order. Unbuilt sections stay focusable (so keyboard and screen
 * reader users learn they exist) but are aria-disabled, dimmed and marked "Em breve!".
 */
export function PanelMenu({ onOpen }: { onOpen: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('editPanel.menuLabel')}>
      {PANEL_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section.key];
        const built = Boolean(section.load);
        return (
          <li key={section.key}>
            <UnstyledButton
              className={classes.entry}
              aria-disabled={built ? undefined : true}
              data-section={section.key}
              onClick={built ? () => onOpen(section.key) : undefined}
            >
              {Icon && <Icon size={22} stroke={1.6} aria-hidden />}
              <span className={classes.label}>{t(section.label)}</span>
              {built ? (
                <IconChevronRight size={18} aria-hidden />
              ) : (
                <Badge variant="light" color="gray" size="sm">
                  {t('editPanel.comingSoon')}
                </Badge>
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
