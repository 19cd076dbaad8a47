import type { AppContext } from '../../platform/context';
import { periodicJob } from '../../platform/jobs/periodic';
import { movedKey, recordMovedFile } from '../../platform/private-files';
import { hasUnmovedMedia, setMediaKey, unmovedMedia, type UnmovedMedia } from './media-repo';
import { POST_MEDIA_FOLDERS } from './post-media';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'communities.media-move': Record<string, never>;
  }
}

const BATCH = 100;
/** One run's share of the work, well within the job's claim (a longer one would be taken for lost and run twice). */
const RUN_MS = 60_000;
/** While files remain, the next run follows this long after the last one started. */
const EVERY_MS = 90_000;

type Deps = Pick<AppContext, 'db' | 'storage'>;

/**
 * Moves one post file into its kind's private folder under a fresh random name (so an old link
 * leads nowhere, even to someone who knows how keys are made): the bytes are copied first, then
 * the row, its `files` record and a video's upload row follow in one transaction, and the old
 * bytes are deleted by a `files.delete` job once that commits. A post deleted meanwhile keeps
 * nothing: the copy goes again. Bytes already missing leave the row pointing at its new key,
 * where the route answers 404 as it did before, so the row is never listed again.
 */
async function moveOne(deps: Deps, media: UnmovedMedia): Promise<boolean> {
  const to = movedKey(media.tenantId, POST_MEDIA_FOLDERS[media.kind], media.key);
  const copied = await deps.storage.copy(media.key, to, media.contentType);
  const moved = await deps.db.transaction(async (tx) => {
    if (!(await setMediaKey(tx, { tenantId: media.tenantId, id: media.id, from: media.key, to }))) return false;
    await recordMovedFile(tx, { tenantId: media.tenantId, from: media.key, to, deleteOld: copied });
    return true;
  });
  if (!moved && copied) await deps.storage.delete(to);
  return moved;
}

/**
 * Moves the post files stored before their area was private (docs/platform-services.md "Private
 * files": the migration kept their keys; this moves the bytes). Idempotent: it lists only rows
 * whose key is still public, and a row moves only if it still holds the key it was listed with.
 * Returns how many moved.
 */
export async function moveUnmovedMedia(deps: Deps, options: { runMs?: number } = {}): Promise<number> {
  const until = Date.now() + (options.runMs ?? RUN_MS);
  let moved = 0;
  for (;;) {
    const batch = await unmovedMedia(deps.db, BATCH);
    for (const media of batch) if (await moveOne(deps, media)) moved += 1;
    if (batch.length < BATCH || Date.now() > until) return moved;
  }
}

/**
 * The move runs in the background from the worker's start, while any file remains (one indexed
 * look that finds nothing once it is done), so neither the migration nor a start waits for it.
 */
export function handleMediaMove(ctx: Pick<AppContext, 'db' | 'storage' | 'jobs'>) {
  ctx.jobs.every(
    periodicJob(ctx.db, {
      queue: 'communities.media-move',
      everyMs: EVERY_MS,
      enabled: () => hasUnmovedMedia(ctx.db),
      run: () => moveUnmovedMedia(ctx),
    }),
  );
}
