import { fileTypeFromBuffer } from 'file-type';
import { isUtf8 } from 'node:buffer';

/**
 * Documents people upload and others download (a community post's attachment, a lesson's
 * material): which types are accepted, from the bytes, and the name a file is shown with.
 */

/** Documents by the type file-type reads from the bytes. Macro-enabled Office files are not among them. */
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};
/**
 * Word, Excel and PowerPoint 97-2003 files are OLE compound files, which file-type names only as
 * such (`application/x-cfb`, also an .msi or an Outlook message): the stream each application
 * writes (its UTF-16 name in the file's directory) tells them apart. Word first: a document with an
 * embedded sheet holds both names.
 */
const LEGACY_OFFICE = [
  { stream: 'WordDocument', contentType: 'application/msword', ext: 'doc' },
  { stream: 'PowerPoint Document', contentType: 'application/vnd.ms-powerpoint', ext: 'ppt' },
  { stream: 'Workbook', contentType: 'application/vnd.ms-excel', ext: 'xls' },
].map((type) => ({ ...type, marker: Buffer.from(type.stream, 'utf16le') }));

type Document = { contentType: string; ext: string };

/**
 * A document's type from its bytes, or null. Plain text has no magic number: it is text only
 * when its name ends .txt and its bytes are UTF-8 without NUL (both native scans, linear in the
 * size); whatever file-type guesses from a text's first letters ("BM..." reads as a bitmap) does not
 * matter then, since it is stored and sent as text/plain and downloaded.
 */
export async function detectDocument(buffer: Buffer, filename: string): Promise<Document | null> {
  const detected = await fileTypeFromBuffer(buffer);
  const ext = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
  if (detected && ext) return { contentType: detected.mime, ext };
  if (detected?.mime === 'application/x-cfb') {
    const legacy = LEGACY_OFFICE.find((type) => buffer.includes(type.marker));
    if (legacy) return { contentType: legacy.contentType, ext: legacy.ext };
  }
  if (/\.txt$/i.test(filename) && buffer.indexOf(0) === -1 && isUtf8(buffer)) return { contentType: 'text/plain', ext: 'txt' };
  return null;
}

/** Cuts a string to `max` code points without splitting a surrogate pair. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');
const NAME_MAX = 255;

/**
 * The name an uploaded file is shown with: its last path segment (old browsers send C:\...),
 * without control or format characters (a right-to-left override would show "fdp.exe" as
 * "exe.pdf"), characters no file system takes, or leading dots, at most 255 characters. With
 * `ext`, it ends in the extension of the type the bytes are.
 */
export function displayName(raw: string, fallback: string, ext?: string): string {
  let name = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name === '') name = fallback;
  const suffix = ext && !name.toLowerCase().endsWith(`.${ext}`) ? `.${ext}` : '';
  return cut(name, NAME_MAX - suffix.length) + suffix;
}
