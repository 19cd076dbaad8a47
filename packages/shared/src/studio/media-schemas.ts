import { z } from 'zod';
import { lessonMaterial } from '../catalog/schemas';
import { STUDIO_MESSAGES as M, STUDIO_VIDEO_EXTENSIONS } from './constants';
import { studioLesson, videoStates } from './schemas';

// ---- A lesson's materials and video (CONTRACT "Course studio") ----

const int = z.number().int();

/** A material as staff see it: as students do (`url` is the catalog's download route, which checks the reader). */
export const studioMaterial = lessonMaterial;
export type StudioMaterial = z.infer<typeof studioMaterial>;
export const studioMaterialReply = z.object({ data: studioMaterial });

/** Step 1 of a video upload: the name (its extension says the container) and the size the PUT will send. */
export const lessonVideoLinkBody = z.object({
  filename: z
    .string({ error: M.videoType })
    .trim()
    .min(1, M.videoType)
    .max(255, M.videoType)
    .refine(
      (name) => (STUDIO_VIDEO_EXTENSIONS as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase()),
      M.videoType,
    ),
  size: z.number({ error: M.videoSizeRequired }).int(M.videoSizeRequired).min(1, M.videoSizeRequired),
});
export type LessonVideoLinkBody = z.infer<typeof lessonVideoLinkBody>;
/** `url` takes the bytes by PUT (resumable with Content-Range); `path` is the status call. */
export const lessonVideoLinkReply = z.object({ data: z.object({ path: z.string(), url: z.string() }) });

/** What the studio shows of a lesson's video: the newest upload's state and the server's limit. */
export const lessonVideoState = z.object({
  state: z.enum(videoStates),
  /** Processing's share done (0 to 1); while uploading, the bytes received over those declared. */
  progress: z.number(),
  duration_seconds: int.nullable(),
  error: z.string().nullable(),
  received_bytes: int,
  declared_bytes: int.nullable(),
  max_bytes: int,
  processing_available: z.boolean(),
});
export type LessonVideoState = z.infer<typeof lessonVideoState>;
export const lessonVideoReply = z.object({ data: lessonVideoState });

/** One lesson for its editor: the outline's fields with its materials listed. */
export const studioLessonDetailReply = z.object({ data: studioLesson.extend({ materials: z.array(studioMaterial) }) });
