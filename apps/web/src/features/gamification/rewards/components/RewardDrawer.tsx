import { Drawer } from '@mantine/core';
import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';
import { useTranslation } from 'react-i18next';
import { RewardForm } from './RewardForm';

/** Above the edit panel (a Mantine drawer at 200) it opens from. */
const DRAWER_Z_INDEX = 250;

/** Closed (null), or open to create (reward null) or edit one. */
export type RewardDrawerState = { reward: AdminReward | null } | null;

/** Spec 001 §2 "Create and edit drawers with a form"; spec 000 §2: the edit drawer is at most 484 px wide. */
export function RewardDrawer({ tenantId, state, onClose }: { tenantId: number; state: RewardDrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = state?.reward ?? null;
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position="right"
      size={484}
      zIndex={DRAWER_Z_INDEX}
      title={editing ? t('rewards.drawerEdit') : t('rewards.drawerCreate')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {/* Mounted per opening, so the form starts from the reward (or the defaults) each time. */}
      {state !== null && <RewardForm key={editing?.id ?? 'new'} tenantId={tenantId} reward={editing} onDone={onClose} />}
    </Drawer>
  );
}
