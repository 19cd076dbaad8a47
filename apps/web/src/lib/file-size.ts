const KB = 1024;
const MB = 1_048_576;

/**
 * "2,4 MB", "830 KB" in the reader's language (1 MB = 1,048,576 bytes, as the upload limits count):
 * a post's attachment, a lesson's material, an upload's limit.
 */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  // 1,048,570 bytes round to 1024 KB: that is "1 MB".
  if (kilobytes >= KB) return `${format(bytes / MB)} MB`;
  return `${format(kilobytes)} KB`;
}
