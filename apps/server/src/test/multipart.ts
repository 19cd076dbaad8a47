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
