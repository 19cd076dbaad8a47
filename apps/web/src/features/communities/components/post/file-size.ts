/** "2,4 MB", "830 KB" in the reader's language (1 MB = 1,048,576 bytes, as the upload limit counts). */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  if (bytes >= 1_048_576) return `${format(bytes / 1_048_576)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
