import { BADGE_MAX_BYTES } from '@trilha/shared/gamification/constants';
import { REWARD_TRANSLATIONS, type RewardMessageKey } from '@trilha/shared/gamification/reward-messages';
import { REWARD_FILE_MAX_BYTES } from '@trilha/shared/gamification/reward-schemas';
import type { Language } from '@trilha/shared/platform/languages';
import { keyOfText } from '@trilha/shared/platform/translations';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { asClientError, IMAGE_TYPES, prepareUpload } from '../../platform/uploads';

/** A reward message in the `lang` cookie's language (decision 0005: one table for server and web). */
export const rewardText = (lang: Language, key: RewardMessageKey) => REWARD_TRANSLATIONS[key][lang];

/** A refusal with the message under the field it is about, as the web form shows it. */
export function refuseReward(lang: Language, status: 400 | 404 | 409 | 413 | 415, key: RewardMessageKey, path: string): never {
  const message = rewardText(lang, key);
  throw new HttpError(status, null, message, [{ path, message }]);
}

/** A file ready to store: re-encoded if a picture, with the name it is shown with. */
export type PreparedFile = { body: Buffer; contentType: string; ext: string; name: string };
export type RewardForm<F> = { fields: F; content: PreparedFile | null; badge: PreparedFile | null };

/**
 * What a delivery file may be, as file-type reads the bytes (never the name): documents, archives,
 * pictures, audio and video a student opens at home. Pictures are re-encoded like every upload.
 */
const CONTENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
  'application/epub+zip': 'epub',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const FILE_FIELDS = ['content', 'img'] as const;
type FileField = (typeof FILE_FIELDS)[number];
type RawFile = { buffer: Buffer; filename: string };

/** The name a file is shown with: its last path segment, no control or format characters, at most 255. */
function displayName(raw: string, ext: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^[.\s]+/, '');
  const base = Array.from(name || 'recompensa')
    .slice(0, 240)
    .join('');
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** Every part of the form: text parts by name (a repeated name, or `name[]`, is a list) and the two files with their names. */
async function readParts(request: FastifyRequest, lang: Language) {
  const text = new Map<string, string[]>();
  const files = new Map<FileField, RawFile>();
  let current: string | null = null;
  try {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
    const limits = { fileSize: REWARD_FILE_MAX_BYTES, files: FILE_FIELDS.length, fields: 100, fieldSize: 65_536 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        current = part.fieldname;
        // Read even when refused: the stream must be drained for the reply to go out.
        const buffer = await part.toBuffer();
        if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname)) throw new HttpError(400, 'invalidRequest');
        // A browser sends an empty part for a file input left empty.
        if (buffer.length > 0) files.set(part.fieldname as FileField, { buffer, filename: part.filename });
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        text.set(name, [...(text.get(name) ?? []), typeof part.value === 'string' ? part.value : String(part.value)]);
      }
    }
  } catch (error) {
    const client = asClientError(error);
    // Over 15 MB: the spec's words for the field that was too big.
    if (client.statusCode === 413) refuseReward(lang, 413, current === 'img' ? 'badgeTooLarge' : 'fileTooLarge', current ?? 'content');
    throw client;
  }
  const fields: Record<string, string | string[]> = {};
  // Lists the schema knows as lists stay lists even with one value; the others are single texts.
  for (const [name, values] of text) fields[name] = values.length === 1 && values[0] !== undefined ? values[0] : values;
  return { fields, files };
}

async function prepareBadge(lang: Language, raw: RawFile): Promise<PreparedFile> {
  // Spec 001 §5: png, jpeg, webp or gif, at most 1 MB, checked on the bytes as sent.
  if (raw.buffer.length > BADGE_MAX_BYTES) refuseReward(lang, 413, 'badgeTooLarge', 'img');
  const detected = await fileTypeFromBuffer(raw.buffer);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) refuseReward(lang, 415, 'badgeType', 'img');
  const policy = { area: 'rewards', maxBytes: BADGE_MAX_BYTES, accept: IMAGE_TYPES, image: { maxSide: 800 } };
  const prepared = await prepareUpload({ buffer: raw.buffer, mime: detected.mime, ext: detected.ext }, policy);
  return { ...prepared, name: displayName(raw.filename, prepared.ext) };
}

async function prepareContent(lang: Language, raw: RawFile): Promise<PreparedFile> {
  const detected = await fileTypeFromBuffer(raw.buffer);
  const ext = detected ? CONTENT_TYPES[detected.mime] : undefined;
  if (!detected || !ext) refuseReward(lang, 415, 'fileType', 'content');
  const policy = { area: 'rewards', maxBytes: REWARD_FILE_MAX_BYTES, accept: Object.keys(CONTENT_TYPES) };
  const prepared = await prepareUpload({ buffer: raw.buffer, mime: detected.mime, ext }, policy);
  return { ...prepared, name: displayName(raw.filename, prepared.ext) };
}

/** The form's text parts through the shared schema; its Portuguese messages answered in the cookie's language. */
function parseTranslated<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, lang: Language): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => {
    const key = keyOfText(REWARD_TRANSLATIONS, issue.message);
    return { path: ['body', ...issue.path.map(String)].join('.'), message: key ? rewardText(lang, key) : issue.message };
  });
  throw new HttpError(400, null, issues[0]?.message, issues);
}

/**
 * Reads a reward's multipart form: every text part through the shared schema, then the file of
 * the chosen delivery checked from its bytes (a file sent for another delivery is not kept).
 */
export async function readRewardForm<S extends z.ZodType<{ delivery_type: string }>>(
  request: FastifyRequest,
  schema: S,
): Promise<RewardForm<z.output<S>>> {
  const lang = request.lang;
  const { fields, files } = await readParts(request, lang);
  refuseNul(lang, 'body', fields);
  const parsed = parseTranslated(schema, fields, lang);
  const content = files.get('content');
  const img = files.get('img');
  return {
    fields: parsed,
    content: parsed.delivery_type === 'file' && content ? await prepareContent(lang, content) : null,
    badge: parsed.delivery_type === 'badge' && img ? await prepareBadge(lang, img) : null,
  };
}
