import { Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../components/SectionLoader';
import { LevelsPanel } from '../../features/gamification/admin/components/LevelsPanel';
import { RankingPanel } from '../../features/gamification/admin/components/RankingPanel';
import { ScoringPanel } from '../../features/gamification/admin/components/ScoringPanel';
import { RewardsPanel } from '../../features/gamification/rewards/components/RewardsPanel';
import { useTenant } from '../../lib/tenant';

/** A drawer's body: the school it edits. */
type PanelBody = ComponentType<{ tenantId: number }>;
type Entry = { key: 'rewards' | 'levels' | 'scoring' | 'ranking'; Body: PanelBody };

/** Spec 000 §9: drawers are at most 484 px wide; above the edit panel (a drawer at 200). */
const DRAWER_WIDTH = 484;
const DRAWER_Z_INDEX = 250;

/**
 * Spec 002 §1 "Gamificação" = spec 001's gamification menu: four drawers, Recompensa, Níveis,
 * Pontuação, Ranking. The Recompensa drawer's body is the rewards feature's panel; the section is
 * where the two features meet (`rewardsPanel` lets a test hand in another).
 */
export function GamificationSection({ rewardsPanel = RewardsPanel }: { rewardsPanel?: PanelBody }) {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const [open, setOpen] = useState<Entry['key'] | null>(null);
  if (tenantId === undefined) return <SectionLoading />;

  const entries: Entry[] = [
    { key: 'rewards', Body: rewardsPanel },
    { key: 'levels', Body: LevelsPanel },
    { key: 'scoring', Body: ScoringPanel },
    { key: 'ranking', Body: RankingPanel },
  ];
  const current = entries.find((e) => e.key === open);

  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <UnstyledButton
              onClick={() => setOpen(entry.key)}
              w="100%"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
              aria-haspopup="dialog"
            >
              <Stack gap={2} style={{ position: 'relative', paddingRight: 24 }}>
                <Text fw={600}>{t(`gamificationAdmin.menu.${entry.key}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`gamificationAdmin.menuHint.${entry.key}`)}
                </Text>
                <IconChevronRight
                  size={18}
                  aria-hidden
                  style={{ position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)' }}
                />
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Drawer
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        position="right"
        size={DRAWER_WIDTH}
        zIndex={DRAWER_Z_INDEX}
        title={current ? t(`gamificationAdmin.menu.${current.key}`) : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {current && <current.Body tenantId={tenantId} />}
      </Drawer>
    </>
  );
}
