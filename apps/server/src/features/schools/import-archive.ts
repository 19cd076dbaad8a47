import { EXPORT_FORMAT } from '@trilha/shared/schools/constants';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/** What export-service.ts writes in manifest.json, as far as an import reads it: checked, since the file is the uploader's. */
const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  schema_version: z.number().int().min(0),
  school: z.object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    description: z.string().nullish(),
    community_form: z.string().nullish(),
  }),
  includes_secrets: z.boolean(),
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class DamagedArchive extends Error {}

const SAFE_KEY = /^tenants\/\d+\/[A-Za-z0-9/_.-]+$/;

/**
 * Reads an export (export-archive.ts): every table's lines in memory, every file's bytes into
 * `filesDir` (by key), the manifest checked for its format and its counts. Anything unreadable,
 * unexpected or inconsistent is a DamagedArchive: the import refuses the whole archive.
 */
export async function readArchive(file: string, filesDir: string) {
  const tables = new Map<string, string[]>();
  const files: string[] = [];
  let manifest: unknown = null;
  const extract = tar.extract();
  const source = createReadStream(file).pipe(createGunzip());
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      if (name === 'manifest.json') manifest = JSON.parse(body.toString('utf8'));
      else if (/^tables\/[a-z0-9_]+\.jsonl$/.test(name)) {
        tables.set(name.slice('tables/'.length, -'.jsonl'.length), body.toString('utf8').split('\n').filter(Boolean));
      } else if (name.startsWith('files/') && SAFE_KEY.test(name.slice('files/'.length)) && !name.includes('..')) {
        const key = name.slice('files/'.length);
        await mkdir(path.dirname(path.join(filesDir, key)), { recursive: true });
        await writeFile(path.join(filesDir, key), body);
        files.push(key);
      } else throw new DamagedArchive(`unexpected entry ${name}`);
    }
  } catch (error) {
    throw error instanceof DamagedArchive ? error : new DamagedArchive(String(error));
  }
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new DamagedArchive('no manifest of a Trilha export');
  for (const [table, count] of Object.entries(parsed.data.tables))
    if ((tables.get(table)?.length ?? 0) !== count) throw new DamagedArchive(`table ${table}: its rows and the manifest's count disagree`);
  return { manifest: parsed.data, tables, files };
}
