import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../components/ImageCropper';
import { UploadField, UploadImagePreview, useCropSource } from '../../../components/UploadField';
import { isWithinUploadLimit, UPLOAD_TOO_LARGE_KEY } from '../../../components/upload-limit';
import { useUploadCover, type CoverOwner } from '../api/upload-cover';
import { failureOf } from './studio-messages';

/** The course card's ratio (16:9, catalog's CourseCard and the showcase's cards); the server keeps at most 1920 px. */
export const COVER_OUTPUT = { width: 1280, height: 720 } as const;
/** What the server takes (docs/course-studio.md "Files"); the browser must also decode it to crop it. */
const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif';

type Props = {
  tenantId: number;
  courseId: number;
  owner: CoverOwner;
  /** The stored cover, or null. */
  url: string | null;
  /** The field's name ("Capa do curso", "Capa do módulo"). */
  label: string;
  testId: string;
};

/**
 * A course's or module's cover: pick (15 MB checked first), crop in place to the card's ratio, and
 * store it at once with its progress (PUT …/cover); the new picture replaces the old one.
 */
export function CoverField({ tenantId, courseId, owner, url, label, testId }: Props) {
  const { t } = useTranslation();
  const upload = useUploadCover(tenantId, courseId, owner);
  const [source, setSource] = useCropSource<{ url: string }>();
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File): string | null => {
    if (!isWithinUploadLimit(file.size)) return t(UPLOAD_TOO_LARGE_KEY);
    setSource({ url: URL.createObjectURL(file) });
    return null;
  };

  const send = (image: Blob) => {
    setSource(null);
    setError(null);
    upload.mutate(image, { onError: (failure) => setError(failureOf(failure)) });
  };

  const action = url ? t('studio.cover.replace') : t('studio.cover.choose');
  return (
    <UploadField
      label={label}
      testId={testId}
      preview={
        <UploadImagePreview
          src={url}
          alt={t('studio.cover.preview', { name: label })}
          size={COVER_OUTPUT}
          fill
          fit="cover"
          empty={t('studio.cover.none')}
        />
      }
      hint={t('studio.cover.hint', COVER_OUTPUT)}
      accept={COVER_ACCEPT}
      action={action}
      actionLabel={`${action}: ${label}`}
      onFile={choose}
      error={error}
      progress={
        upload.progress === null
          ? null
          : { value: upload.progress, label: t(upload.progress >= 1 ? 'upload.processing' : 'upload.sending') }
      }
      busy={upload.isPending}
      crop={
        source && {
          title: t('studio.cover.cropTitle', { name: label }),
          cropper: (
            <ImageCropper
              src={source.url}
              aspect={COVER_OUTPUT.width / COVER_OUTPUT.height}
              output={{ ...COVER_OUTPUT, type: 'image/jpeg' }}
              zoomRange={[1, 5]}
              height={240}
              confirmLabel={t('studio.cover.cropConfirm')}
              onCancel={() => setSource(null)}
              onCropped={send}
            />
          ),
        }
      }
    />
  );
}
