import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../../components/ImageCropper';
import { UploadField, UploadImagePreview, useCropSource } from '../../../../components/UploadField';
import { isWithinUploadLimit, UPLOAD_TOO_LARGE_KEY } from '../../../../components/upload-limit';
import { showError } from '../../../../lib/toast';
import { COVER_OUTPUT, type CoverState } from './config-form';

type Props = {
  value: CoverState;
  onChange: (value: CoverState) => void;
  /** Lets the form hold its save while a crop is open. */
  onCropping: (cropping: boolean) => void;
};

/** What the server takes (docs/communities.md); the browser must also decode it to crop it. */
const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif';
/** Spec 000 §9: config-form toasts last 4 s. */
const TOAST_MS = 4000;

/**
 * The community cover: pick (15 MB checked first, spec 000 §5), crop in place to 16:9, preview.
 * The cropped image stays in the browser until the form saves; nothing uploads here.
 */
export function CoverField({ value, onChange, onCropping }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useCropSource<{ url: string }>(onCropping);
  const shown = value.kind === 'stored' ? value.url : value.kind === 'new' ? value.preview : null;

  // Spec 000 §5's message for a file over the limit is a toast, not a line under the field.
  const choose = (file: File): null => {
    if (!isWithinUploadLimit(file.size)) showError(null, t(UPLOAD_TOO_LARGE_KEY), TOAST_MS);
    else setSource({ url: URL.createObjectURL(file) });
    return null;
  };

  return (
    <UploadField
      label={t('communities.config.cover')}
      testId="community-cover"
      preview={
        <UploadImagePreview
          src={shown}
          alt={t('communities.config.coverPreview')}
          size={COVER_OUTPUT}
          fill
          fit="cover"
          empty={t('communities.config.coverNone')}
        />
      }
      hint={`${t('communities.config.coverHint', COVER_OUTPUT)}${value.kind === 'new' ? ` ${t('communities.config.coverPending')}` : ''}`}
      accept={COVER_ACCEPT}
      action={shown ? t('communities.config.coverReplace') : t('communities.config.coverChoose')}
      onFile={choose}
      remove={
        shown
          ? {
              text: t('communities.config.coverRemove'),
              label: t('communities.config.coverRemoveLabel'),
              onRemove: () => onChange({ kind: 'none', removed: true }),
            }
          : null
      }
      crop={
        source && {
          title: t('communities.config.coverCropTitle'),
          cropper: (
            <ImageCropper
              src={source.url}
              aspect={COVER_OUTPUT.width / COVER_OUTPUT.height}
              output={COVER_OUTPUT}
              zoomRange={[1, 5]}
              height={240}
              confirmLabel={t('communities.config.coverCropConfirm')}
              onCancel={() => setSource(null)}
              onCropped={(blob) => {
                onChange({ kind: 'new', blob, preview: URL.createObjectURL(blob) });
                setSource(null);
              }}
            />
          ),
        }
      }
    />
  );
}
