/**
 * The link of an unfinished video upload, kept for this tab (sessionStorage) so the panel, closed
 * and opened again, or the page reloaded, can resume it: the server gives the link once (step 1)
 * and GET …/video says only how much arrived. Kept with the file's name, size and date, so only the
 * same file picked again continues it; another file starts a new upload.
 */
type Saved = { url: string; name: string; size: number; lastModified: number };

const keyOf = (tenantId: number, lessonId: number) => `trilha:studio-video:${tenantId}:${lessonId}`;
const fileOf = (file: File) => ({ name: file.name, size: file.size, lastModified: file.lastModified });

export function rememberUpload(tenantId: number, lessonId: number, url: string, file: File) {
  try {
    sessionStorage.setItem(keyOf(tenantId, lessonId), JSON.stringify({ url, ...fileOf(file) } satisfies Saved));
  } catch {
    // Storage full or refused: the upload still runs; only a resume after closing the panel is lost.
  }
}

export function forgetUpload(tenantId: number, lessonId: number) {
  try {
    sessionStorage.removeItem(keyOf(tenantId, lessonId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The kept link when `file` is the one it was made for, else null. */
export function uploadToResume(tenantId: number, lessonId: number, file: File): string | null {
  const saved = read(keyOf(tenantId, lessonId));
  const same = saved?.name === file.name && saved.size === file.size && saved.lastModified === file.lastModified;
  return same && typeof saved.url === 'string' ? saved.url : null;
}

function read(key: string): Partial<Saved> | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Saved> | null;
  } catch {
    return null;
  }
}
