import { randomBytes } from 'node:crypto';

/** A browser-like multipart body with one file part. */
export function multipartForm(body: Buffer, { filename = 'photo.png', type = 'image/png', field = 'file' } = {}) {
  const boundary = `----trilha${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type FilePart = { field: string; body: Buffer; filename?: string; type?: string };

/** A browser-like multipart form: text parts (a list repeats its field, as the contract says), then file parts. */
export function multipartWith(fields: Record<string, string | number | (string | number)[]>, fileParts: FilePart[] = []) {
  const boundary = `----trilha${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const part of fileParts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'image.png'}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`;
    chunks.push(Buffer.from(head), part.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
