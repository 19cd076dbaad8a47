import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A real S3-compatible server for a test file (@20minutes/s3rver, a maintained fork of s3rver):
 * objects on disk in a temporary folder, served on a free loopback port. It checks signature v4,
 * presigned URLs' query signatures and expiry included (s3rver 3.x accepts any v4 signature, so a
 * test on it could not tell a working presigned URL from a forged one). Like any bucket without a
 * policy it serves unsigned GETs too: a bucket's public or private prefixes are the operator's
 * policy (README "S3_*"), not something this server can show. One quirk: it encodes query values
 * with encodeURIComponent where signature v4 (and AWS) encode `!'()*` too, so a presigned URL whose
 * signed response header holds one of those (a download name with `filename*=UTF-8''`) is refused
 * here and accepted by S3: the tests' file names are plain ASCII.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'trilha-s3-'));
  const bucket = 'trilha-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** Where an object is, unsigned: the bucket's own URL of the key (path-style). */
    objectUrl: (key: string) => `${endpoint}/${bucket}/${key}`,
    /** The settings that point the app at it (README "S3_*"): s3rver's own credentials. */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
