import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * ffmpeg for lesson videos (docs/course-studio.md "Video"; Debian's `ffmpeg` package, FFMPEG_PATH).
 * Every run is a child process at the lowest CPU priority with one thread, so a transcode in the
 * background never takes the cores requests need. Nothing here touches the database.
 */

/** ffprobe lives beside ffmpeg (both come in Debian's package). */
const ffprobeOf = (ffmpeg: string) => (ffmpeg.includes('/') ? path.join(path.dirname(ffmpeg), 'ffprobe') : 'ffprobe');

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a program to its end; `onLine` hears each line of its standard output as it comes. */
function run(program: string, args: string[], onLine?: (line: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk.length + stdout.length > 1_000_000 ? '' : chunk;
      if (!onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    // The last lines say why a run failed; the rest is noise.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `nice -n 19` where the machine has it (Debian does), the program itself elsewhere. */
const lowPriority = (program: string, args: string[]): [string, string[]] =>
  process.platform === 'win32' ? [program, args] : ['nice', ['-n', '19', program, ...args]];

const available = new Map<string, Promise<boolean>>();

/** Whether this ffmpeg (and its ffprobe) run on this machine; asked once per path. */
export function ffmpegAvailable(ffmpeg: string): Promise<boolean> {
  let known = available.get(ffmpeg);
  if (!known) {
    known = Promise.all([run(ffmpeg, ['-version']), run(ffprobeOf(ffmpeg), ['-version'])])
      .then((runs) => runs.every((r) => r.code === 0))
      .catch(() => false);
    available.set(ffmpeg, known);
  }
  return known;
}

export type Probe = { durationSeconds: number; hasVideo: boolean };

/** The container's duration and whether it holds a video stream; null when ffprobe cannot read it at all. */
export async function probeVideo(ffmpeg: string, file: string): Promise<Probe | null> {
  const result = await run(ffprobeOf(ffmpeg), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  if (result.code !== 0) return null;
  try {
    const json = JSON.parse(result.stdout) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
    const duration = Number(json.format?.duration ?? 0);
    return {
      durationSeconds: Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0,
      hasVideo: (json.streams ?? []).some((s) => s.codec_type === 'video'),
    };
  } catch {
    return null;
  }
}

/**
 * Makes the MP4 every browser plays: H.264 (yuv420p, at most 1080 lines) and AAC, the index at
 * the front (faststart) so playback starts before the whole file arrives. `onProgress` hears the
 * share done, from ffmpeg's own progress lines against the probed duration. Throws with ffmpeg's
 * last words when it fails.
 */
export async function transcodeToMp4(
  ffmpeg: string,
  props: { from: string; to: string; durationSeconds: number; onProgress: (share: number) => void },
) {
  const args = [
    '-nostdin',
    '-y',
    '-i',
    props.from,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    // Even sides (H.264 needs them), never taller than 1080 nor enlarged.
    '-vf',
    "scale=-2:'min(1080,ih-mod(ih,2))'",
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-threads',
    '1',
    '-progress',
    'pipe:1',
    '-nostats',
    props.to,
  ];
  const total = props.durationSeconds * 1_000_000;
  const [program, niced] = lowPriority(ffmpeg, args);
  const result = await run(program, niced, (line) => {
    const match = /^out_time_us=(\d+)/.exec(line);
    if (match && total > 0) props.onProgress(Math.min(0.99, Number(match[1]) / total));
  });
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.trim().split('\n').slice(-3).join(' / ')}`);
}

/** One frame a little into the video, as a JPEG: the lesson's poster. */
export async function posterFrame(ffmpeg: string, props: { from: string; to: string; atSeconds: number }) {
  const [program, args] = lowPriority(ffmpeg, [
    '-nostdin',
    '-y',
    '-ss',
    String(props.atSeconds),
    '-i',
    props.from,
    '-frames:v',
    '1',
    '-vf',
    'scale=1280:-2',
    '-threads',
    '1',
    props.to,
  ]);
  const result = await run(program, args);
  if (result.code !== 0) throw new Error(`ffmpeg poster failed (${result.code}): ${result.stderr.trim().split('\n').pop() ?? ''}`);
}
