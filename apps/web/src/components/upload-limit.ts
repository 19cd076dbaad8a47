/** Spec 000 §5 and §9: the maximum upload is 15 MB, where 1 MB is 1,048,576 bytes. */
const MAX_UPLOAD_MB = 15;
const BYTES_PER_MB = 1_048_576;

/** Spec 000 §5: the size is computed in MB with one decimal. */
export const fileSizeMb = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

/** Spec 000 §5: under 15 (after rounding to one decimal) is accepted; 15.0 and above is not. */
export const isWithinUploadLimit = (bytes: number, maxMb = MAX_UPLOAD_MB) => fileSizeMb(bytes) < maxMb;

/** The i18n key of the spec's size message ('O arquivo excede o tamanho máximo permitido.'). */
export const UPLOAD_TOO_LARGE_KEY = 'upload.tooLarge';
