/**
 * Writes the celebration songs (SONGS in packages/shared/src/gamification/constants.ts) as small
 * synthesized WAVs in apps/web/public/sounds/<song>.wav: our own tones, no downloads, mono 16-bit
 * at 22,050 Hz so each stays a few tens of kilobytes. Run: npx tsx scripts/make-sounds.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SONGS, type Song } from '../packages/shared/src/gamification/constants';

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/sounds');
const RATE = 22_050;

/** A note: frequency in Hz (0 is a rest), start and length in seconds, loudness 0..1. */
type Note = { f: number; at: number; len: number; gain?: number; wave?: 'sine' | 'square' | 'triangle' | 'noise' };

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const A5 = 880;
const C6 = 1046.5;
const G4 = 392;
const E4 = 329.63;

/** Seeded noise, so running the script twice writes the same bytes. */
function noise(seed: { v: number }) {
  seed.v = (seed.v * 1_103_515_245 + 12_345) % 2_147_483_648;
  return (seed.v / 2_147_483_648) * 2 - 1;
}

const SCORES: Record<Exclude<Song, 'none'>, Note[]> = {
  // A bright brass-like call: up the major triad, the last note held.
  fanfare: [
    { f: C5, at: 0, len: 0.18, wave: 'square', gain: 0.35 },
    { f: E5, at: 0.2, len: 0.18, wave: 'square', gain: 0.35 },
    { f: G5, at: 0.4, len: 0.18, wave: 'square', gain: 0.35 },
    { f: C6, at: 0.6, len: 0.9, wave: 'square', gain: 0.35 },
  ],
  // Two bell strikes with long decays.
  chime: [
    { f: A5, at: 0, len: 1.4, gain: 0.6 },
    { f: A5 * 2.01, at: 0, len: 0.8, gain: 0.2 },
    { f: E5, at: 0.45, len: 1.5, gain: 0.6 },
    { f: E5 * 2.01, at: 0.45, len: 0.9, gain: 0.2 },
  ],
  // Claps: short noise bursts, denser towards the middle.
  applause: Array.from({ length: 36 }, (_, i) => ({
    f: 1,
    at: i * 0.06 + ((i * 7) % 5) * 0.008,
    len: 0.05,
    wave: 'noise' as const,
    gain: 0.5 - Math.abs(i - 18) * 0.012,
  })),
  // A quick rising arpeggio, the arcade way.
  level_up: [G4, C5, E5, G5, C6, E5, G5, C6].map((f, i) => ({
    f,
    at: i * 0.08,
    len: i === 7 ? 0.5 : 0.09,
    wave: 'triangle' as const,
    gain: 0.5,
  })),
  // A short tune with a final chord.
  victory: [
    { f: G4, at: 0, len: 0.15, wave: 'triangle', gain: 0.45 },
    { f: G4, at: 0.17, len: 0.15, wave: 'triangle', gain: 0.45 },
    { f: G4, at: 0.34, len: 0.15, wave: 'triangle', gain: 0.45 },
    { f: E4, at: 0.52, len: 0.45, wave: 'triangle', gain: 0.45 },
    { f: C5, at: 1.0, len: 1.0, wave: 'triangle', gain: 0.35 },
    { f: E5, at: 1.0, len: 1.0, wave: 'triangle', gain: 0.3 },
    { f: G5, at: 1.0, len: 1.0, wave: 'triangle', gain: 0.3 },
  ],
};

function render(notes: Note[]): Int16Array {
  const seconds = Math.max(...notes.map((n) => n.at + n.len)) + 0.05;
  const samples = new Float64Array(Math.ceil(seconds * RATE));
  const seed = { v: 42 };
  for (const note of notes) {
    const start = Math.floor(note.at * RATE);
    const length = Math.floor(note.len * RATE);
    for (let i = 0; i < length; i++) {
      const t = i / RATE;
      const phase = (note.f * t) % 1;
      const wave =
        note.wave === 'square'
          ? phase < 0.5
            ? 1
            : -1
          : note.wave === 'triangle'
            ? 4 * Math.abs(phase - 0.5) - 1
            : note.wave === 'noise'
              ? noise(seed)
              : Math.sin(2 * Math.PI * phase);
      // A 10 ms attack and an exponential release keep the notes from clicking.
      const envelope = Math.min(1, t / 0.01) * Math.exp((-3 * t) / note.len) * Math.min(1, (length - i) / (0.01 * RATE));
      samples[start + i] = (samples[start + i] ?? 0) + wave * envelope * (note.gain ?? 0.5);
    }
  }
  const peak = Math.max(1, ...samples.map(Math.abs));
  return Int16Array.from(samples, (s) => Math.round((s / peak) * 0.8 * 32_767));
}

function wav(pcm: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  const bytes = pcm.length * 2;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, bytes)]);
}

await mkdir(outDir, { recursive: true });
for (const song of SONGS) {
  if (song === 'none') continue;
  const file = path.join(outDir, `${song}.wav`);
  const data = wav(render(SCORES[song]));
  await writeFile(file, data);
  console.log(`${path.relative(process.cwd(), file)}  ${(data.length / 1024).toFixed(0)} KB`);
}
