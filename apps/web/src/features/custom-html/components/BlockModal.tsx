import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockForm } from './BlockForm';
import { PreviewModal } from './PreviewModal';

/** Closed (null), or open to create (block null) or to edit one (spec 002 §4). */
export type BlockModalState = { block: CustomHtmlBlock | null } | null;

export function BlockModal({ tenantId, state, onClose }: { tenantId: number; state: BlockModalState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const [preview, setPreview] = useState<{ html: string; title: string } | null>(null);
  const editing = state?.block ?? null;
  return (
    <>
      <Modal
        opened={state !== null}
        onClose={onClose}
        title={t(editing ? 'customHtml.editTitle' : 'customHtml.createTitle')}
        size="lg"
        fullScreen={phone}
        centered
        closeOnClickOutside={false}
        // While the preview is over it, Escape and the focus belong to the preview alone.
        closeOnEscape={preview === null}
        trapFocus={preview === null}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* Mounted per opening, so the form starts from the block (or empty) each time and is reset after a save. */}
        {state !== null && (
          <BlockForm key={editing?.id ?? 'new'} tenantId={tenantId} block={editing} onPreview={setPreview} onDone={onClose} />
        )}
      </Modal>
      <PreviewModal preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}
