import { POST_FILES_MAX, POST_IMAGES_MAX, POST_VIDEOS_MAX, postFields, type PostFields } from '@trilha/shared/communities/feed-schemas';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { asClientError, parseFormFields } from '../../platform/uploads';
import type { Member } from './access';
import { POST_MEDIA_MAX_BYTES, postMediaCollector, refuseMedia } from './post-media';
import type { NewMedia } from './posts-service';

export type PostForm = { fields: PostFields; media: NewMedia[]; discard: () => Promise<void> };

/** The form's file parts and how many of each a post takes (a browser may name a list `images[]`). */
const FILE_PARTS = { images: POST_IMAGES_MAX, files: POST_FILES_MAX } as const;
type FilePartName = keyof typeof FILE_PARTS;
const TOO_MANY = { images: 'imagesTooMany', files: 'filesTooMany' } as const;
const baseName = (fieldname: string) => fieldname.replace(/\[\]$/, '');
const isFilePart = (name: string): name is FilePartName => Object.hasOwn(FILE_PARTS, name);

/**
 * Busboy's limits: one file part over either count still arrives, so it is refused with its own
 * message; text parts are short (a post's text is 5,000 characters), a longer one is cut and then
 * refused by the schema.
 */
const LIMITS = { fileSize: POST_MEDIA_MAX_BYTES, files: POST_IMAGES_MAX + POST_FILES_MAX + 1, fields: 20, fieldSize: 65_536 };

/**
 * Reads a new post's multipart form (CONTRACT "Community, student side": `title`, `text`, up to 10 `images`, up to 5 `files`
 * and one `videos` part holding the `path` of the member's two-step upload; docs/communities.md
 * "Post media"). Each file part is checked from its bytes and stored as it arrives, so one part at
 * a time is in memory; any refusal (a count, a size, a type, the text, the video) lets the files
 * already stored go before it answers. The route calls `discard` when the post is then not saved.
 */
export async function readPostForm(
  request: FastifyRequest,
  ctx: AppContext,
  member: Member,
  /** Throws when the community does not take this kind of media: checked before anything of it is stored. */
  allow: (kind: NewMedia['kind']) => void,
): Promise<PostForm> {
  const collector = postMediaCollector(ctx, member, request.lang);
  const form = formReader(request);
  try {
    const text = new Map<string, string[]>();
    const counts = { images: 0, files: 0 };
    const videos: { reference: string; at: number }[] = [];
    for (let part = await form.next(); part; part = await form.next()) {
      const name = baseName(part.fieldname);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // An empty `videos` part is a form sent without a video.
        if (name === 'videos' && value !== '') {
          if (videos.length === POST_VIDEOS_MAX) refuseMedia(request.lang, 400, 'videosTooMany', 'videos');
          videos.push({ reference: value, at: collector.media.length });
        }
        text.set(name, [...(text.get(name) ?? []), value]);
        continue;
      }
      if (!isFilePart(name)) {
        part.file.resume();
        throw new HttpError(400, 'invalidRequest');
      }
      if (counts[name] === 0) {
        try {
          allow(name === 'images' ? 'image' : 'file');
        } catch (refusal) {
          part.file.resume();
          throw refusal;
        }
      }
      if (counts[name] === FILE_PARTS[name]) {
        part.file.resume();
        refuseMedia(request.lang, 400, TOO_MANY[name], name);
      }
      const buffer = await readFilePart(part, request);
      // A browser sends an empty part for a file input left empty.
      if (buffer.length === 0) continue;
      counts[name] += 1;
      if (name === 'images') await collector.addImage(buffer, part.filename, name);
      else await collector.addFile(buffer, part.filename, name);
    }
    const fields = Object.fromEntries([...text].map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
    refuseNul(request.lang, 'body', fields);
    const parsed = parseFormFields(postFields, fields);
    // Last, once nothing else can refuse the form: a video taken and then refused would only be given back.
    if (videos.length > 0) allow('video');
    for (const video of videos) await collector.addVideo(video.reference, video.at);
    return { fields: parsed, media: collector.media, discard: collector.discard };
  } catch (error) {
    await collector.discard().catch((cleanup: unknown) => {
      // The refusal is what the member must see; the files left behind are only logged.
      request.log.error({ err: cleanup }, 'could not release the files of a refused post');
    });
    form.drain();
    throw error;
  }
}

/**
 * The form's parts, one at a time. What goes wrong in reading them (a broken body, a limit of the
 * parser) is the client's 4xx; what goes wrong in storing them (the database, the disk) stays a
 * server error.
 */
function formReader(request: FastifyRequest) {
  const parts = request.isMultipart() ? request.parts({ limits: LIMITS })[Symbol.asyncIterator]() : null;
  return {
    async next(): Promise<Multipart | null> {
      if (!parts) throw new HttpError(415, 'unsupportedMediaType');
      try {
        const next = await parts.next();
        return next.done ? null : next.value;
      } catch (error) {
        throw asClientError(error);
      }
    },
    /**
     * Lets the rest of a refused form arrive and throws it away, unparsed. Left unread, the parser
     * stops at the next file part and the connection hangs on the upload the browser is still
     * sending, so the browser may never see the refusal (seen over a real socket).
     */
    drain() {
      request.raw.unpipe();
      request.raw.resume();
    },
  };
}

/**
 * One file part's bytes, read from the stream rather than with `toBuffer`, which keeps every
 * part's bytes on the form until the request ends. Over the limit busboy cuts the part: 413.
 */
async function readFilePart(part: MultipartFile, request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw asClientError(error);
  }
  if (part.file.truncated) refuseMedia(request.lang, 413, 'mediaTooLarge', baseName(part.fieldname));
  return Buffer.concat(chunks);
}
