import { Alert, Modal } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { CUSTOM_HTML_MAX_BYTES, utf8Bytes } from '@trilha/shared/custom-html/constants';
import { useTranslation } from 'react-i18next';
import { BlockFrame } from '../../../components/custom-html/BlockFrame';
import { customHtmlText } from './custom-html-messages';

/** What the header of the full-screen modal takes from the frame's height (px). */
const HEADER_HEIGHT = 90;

type Props = {
  /** The code being edited and the block's title; null while closed. */
  preview: { html: string; title: string } | null;
  onClose: () => void;
};

/**
 * Spec 002 §2 "a full-screen preview": the code not saved yet, run in the same sandboxed document
 * a student's page runs the block in (docs/decisions/0008), so the preview is exactly what students get.
 */
export function PreviewModal({ preview, onClose }: Props) {
  const { t } = useTranslation();
  const { height } = useViewportSize();
  const code = preview?.html ?? '';
  const title = preview?.title.trim();
  return (
    <Modal
      opened={preview !== null}
      onClose={onClose}
      fullScreen
      // Above the form's modal, which stays open under it.
      zIndex={300}
      title={title ? t('customHtml.previewTitle', { title }) : t('customHtml.previewUntitled')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {code.trim() === '' ? (
        <Alert color="gray">{t('customHtml.previewEmpty')}</Alert>
      ) : utf8Bytes(code) > CUSTOM_HTML_MAX_BYTES ? (
        <Alert color="red">{customHtmlText('htmlTooLarge')}</Alert>
      ) : (
        <BlockFrame title={t('customHtml.previewFrame')} previewHtml={code} minHeight={Math.max(height - HEADER_HEIGHT, 240)} />
      )}
    </Modal>
  );
}
