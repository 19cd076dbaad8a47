import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Each demo course's lesson clip (scripts/make-demo-videos.ts writes them). */
export const demoVideoName = (schoolSlug: string, courseIndex: number) => `${schoolSlug}-course-${courseIndex + 1}.mp4`;

export const readDemoVideo = (schoolSlug: string, courseIndex: number) =>
  readFile(path.join(import.meta.dirname, 'assets/videos', demoVideoName(schoolSlug, courseIndex)));

/** An MP4's length in seconds from its `mvhd` box: what a player shows as the video's duration. */
export function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd');
  if (at < 0) throw new Error('not an MP4: no mvhd box');
  const version = file[at + 4];
  const timescale = version === 1 ? file.readUInt32BE(at + 24) : file.readUInt32BE(at + 16);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 28)) : file.readUInt32BE(at + 20);
  return duration / timescale;
}
