import { BANNER_ZOOM } from '@trilha/shared/banners/schemas';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../components/ImageCropper';
import { UploadField, UploadImagePreview, useCropSource } from '../../../components/UploadField';
import type { ImageState } from './banner-form';
import { canDecodeImage, IMAGE_ACCEPT, isBannerImageType } from './image-file';

type Crop = { width: number; height: number; preview: { width: number; height: number } };
type Props = {
  label: string;
  hint: string;
  /** The crop step's output and the preview box (spec 002 §2); absent: the file goes as is. */
  crop?: Crop;
  value: ImageState;
  onChange: (value: ImageState) => void;
  /** Lets the modal block saving while a crop is open. */
  onCropping?: (cropping: boolean) => void;
  testId: string;
};

const PREVIEW_FALLBACK = { width: 160, height: 90 };

/**
 * One banner image: pick (png/jpeg/webp/heic), crop in place to the exact output, preview. The result
 * stays in the browser until the modal saves; nothing uploads here.
 */
export function BannerImageField({ label, hint, crop, value, onChange, onCropping, testId }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useCropSource<{ url: string; name: string }>(onCropping);
  const shown = value.kind === 'stored' ? value.url : value.kind === 'new' ? value.preview : null;

  const choose = async (file: File): Promise<string | null> => {
    if (!isBannerImageType(file)) return t('banners.image.wrongType');
    const url = URL.createObjectURL(file);
    if (!(await canDecodeImage(url))) {
      URL.revokeObjectURL(url);
      return t('banners.image.undecodable', { name: file.name });
    }
    if (crop) setSource({ url, name: file.name });
    else onChange({ kind: 'new', blob: file, preview: url, name: file.name });
    return null;
  };

  const action = shown ? t('banners.image.replace') : t('banners.image.choose');
  return (
    <UploadField
      label={label}
      testId={testId}
      preview={
        <UploadImagePreview
          src={shown}
          alt={t('banners.image.preview', { name: label })}
          size={crop?.preview ?? PREVIEW_FALLBACK}
          fit={crop ? 'cover' : 'contain'}
          empty={t('banners.image.none')}
        />
      }
      hint={`${hint} · ${t('banners.image.formats')}`}
      accept={IMAGE_ACCEPT}
      action={action}
      actionLabel={t('banners.image.chooseLabel', { action, name: label })}
      onFile={choose}
      remove={
        shown
          ? {
              text: t('banners.image.remove'),
              label: t('banners.image.removeLabel', { name: label }),
              onRemove: () => onChange({ kind: 'none', removed: true }),
            }
          : null
      }
      crop={
        source && crop
          ? {
              title: t('banners.image.cropTitle', { name: label }),
              cropper: (
                <ImageCropper
                  src={source.url}
                  aspect={crop.width / crop.height}
                  output={{ width: crop.width, height: crop.height, type: 'image/jpeg' }}
                  zoomRange={[BANNER_ZOOM.min, BANNER_ZOOM.max]}
                  height={crop.height > crop.width ? 410 : 256}
                  confirmLabel={t('banners.image.cropConfirm')}
                  onCancel={() => setSource(null)}
                  onCropped={(blob) => {
                    onChange({ kind: 'new', blob, preview: URL.createObjectURL(blob), name: source.name });
                    setSource(null);
                  }}
                />
              ),
            }
          : null
      }
    />
  );
}
