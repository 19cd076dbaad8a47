import { Modal } from '@mantine/core';
import { ANIMATION_PREVIEW_MS, type Animation } from '@trilha/shared/gamification/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CelebrationAnimation } from './CelebrationAnimation';

export type AnimationPreviewModalProps = { animation: Animation; opened: boolean; onClose: () => void };

/** Spec 000 §4: choosing an animation shows it in a modal that closes by itself after 7 s. */
export function AnimationPreviewModal({ animation, opened, onClose }: AnimationPreviewModalProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(onClose, ANIMATION_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [opened, animation, onClose]);
  return (
    <Modal
      opened={opened && animation !== 'none'}
      onClose={onClose}
      title={t('celebration.previewTitle')}
      closeButtonProps={{ 'aria-label': t('celebration.close') }}
      centered
    >
      <CelebrationAnimation animation={animation} size={240} />
    </Modal>
  );
}
