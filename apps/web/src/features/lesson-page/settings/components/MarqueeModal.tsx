import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Marquee } from '@trilha/shared/lesson-page/schemas';
import { useTranslation } from 'react-i18next';
import { MarqueeForm } from './MarqueeForm';

/** Closed (null), or open to create (marquee null) or edit one. */
export type MarqueeModalState = { marquee: Marquee | null } | null;

export function MarqueeModal({ tenantId, state, onClose }: { tenantId: number; state: MarqueeModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const editing = state?.marquee ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(editing ? 'lessonPage.marquee.edit' : 'lessonPage.marquee.create')}
      size={560}
      fullScreen={phone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the form starts from the marquee (or the defaults) each time. */}
      {state !== null && <MarqueeForm key={editing?.id ?? 'new'} tenantId={tenantId} marquee={editing} onDone={onClose} />}
    </Modal>
  );
}
