import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * The archive of a school (docs/schools.md "Moving a school"): a gzipped tar of `manifest.json`,
 * `tables/<table>.jsonl` (one row's JSON a line) and `files/<storage key>` (each file's bytes).
 * Entries are added one at a time and written to `file` as they come, so only one table or one
 * file is held in memory.
 */
export function archiveWriter(file: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: body.length, mtime: new Date(0) }, body, (error) => (error ? reject(error) : resolve()));
    });
  return {
    add,
    async close() {
      pack.finalize();
      await written;
    },
    abort() {
      pack.destroy();
      written.catch(() => undefined);
    },
  };
}
