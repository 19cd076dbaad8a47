import { SHOWCASE_FLAGS, type ShowcaseFlag, type UpdateCustomBasicBody } from '@trilha/shared/appearance/schemas';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import { releaseStoredFile } from '../../platform/uploads';
import { bumpHomeVersion } from '../../platform/content-versions';
import {
  findAppearance,
  findSchoolFileKeys,
  updateAppearance as updateAppearanceRow,
  type AppearancePatch,
  type AppearanceRow,
} from './repo';

const IMAGE_FIELDS = ['logo_square', 'logo_horizontal', 'favicon'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];
const imageColumn = { logo_square: 'logoSquare', logo_horizontal: 'logoHorizontal', favicon: 'favicon' } as const;
const showcaseColumn = {
  show_carrousel_continue_class: 'showContinueClass',
  show_carrousel_continue_module: 'showContinueModule',
  show_carrousel_continue_course: 'showContinueCourse',
  show_carrousel_highlight: 'showHighlight',
} as const satisfies Record<ShowcaseFlag, keyof AppearancePatch>;

/**
 * The storage key a school image URL points to, or null. Both storages end a file's URL with its
 * key (`/files/{key}` locally, `{bucket url}/{key}` on S3); only keys in this school's folder count.
 */
function schoolKey(url: string, tenantId: number): string | null {
  const local = url.startsWith('/files/') ? url.slice('/files/'.length) : null;
  const remote = /^https?:\/\/[^/?#]+\/(?:[^?#]*\/)?(tenants\/\d+\/[A-Za-z0-9/_.-]+)$/.exec(url)?.[1] ?? null;
  const key = local ?? remote;
  if (!key || !key.startsWith(`tenants/${tenantId}/`) || key.includes('..') || !/^[A-Za-z0-9/_.-]+$/.test(key)) return null;
  return key;
}

/** The images a school was created with (seed/) are its own: a school may go back to its original logo. */
const isSeedImage = (key: string, tenantId: number) => key.startsWith(`tenants/${tenantId}/seed/`);

const INVALID_IMAGE = 'Imagem inválida: envie o arquivo novamente.';

/**
 * Logos and favicon may keep their current value, be removed (null), or point to this school's
 * own image: an upload recorded in `files` (upload-image) or one it was created with. Anything
 * else (another school's file, a deleted upload, an outside URL) is 400.
 */
async function checkImages(db: Db, tenantId: number, body: UpdateCustomBasicBody, current: AppearanceRow) {
  const uploads = new Map<ImageField, string>();
  for (const field of IMAGE_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null || value === current[imageColumn[field]]) continue;
    const key = schoolKey(value, tenantId);
    if (!key) throw badRequest(INVALID_IMAGE, field);
    if (!isSeedImage(key, tenantId)) uploads.set(field, key);
  }
  const known = await findSchoolFileKeys(db, { tenantId, keys: [...uploads.values()] });
  for (const [field, key] of uploads) if (!known.has(key)) throw badRequest(INVALID_IMAGE, field);
}

function toPatch(body: UpdateCustomBasicBody): AppearancePatch {
  const patch: AppearancePatch = {};
  if (body.primary_color !== undefined) patch.primaryColor = body.primary_color.toUpperCase();
  if (body.text_color !== undefined) patch.textColor = body.text_color.toUpperCase();
  if (body.font_primary !== undefined) patch.fontPrimary = body.font_primary;
  if (body.background_color_primary !== undefined) patch.backgroundColorPrimary = body.background_color_primary;
  for (const field of IMAGE_FIELDS) if (body[field] !== undefined) patch[imageColumn[field]] = body[field];
  if (body.sidebar !== undefined) patch.sidebar = body.sidebar === 1;
  if (body.showcase !== undefined) patch.showcase = body.showcase === 1;
  if (body.theme_classes !== undefined) patch.themeClasses = body.theme_classes;
  for (const flag of SHOWCASE_FLAGS) if (body[flag] !== undefined) patch[showcaseColumn[flag]] = body[flag] === 1;
  return patch;
}

/** The Aparência panel's settings; 404 when the school is gone. */
export async function readAppearance(db: Db, props: { tenantId: number }): Promise<AppearanceRow> {
  const row = await findAppearance(db, props);
  if (!row) throw new HttpError(404, 'tenantNotFound');
  return row;
}

/** updateCustomBasic: validates the images against the school's uploads, saves, and frees replaced uploads. */
export async function updateAppearance(db: Db, props: { tenantId: number; body: UpdateCustomBasicBody }) {
  return db.transaction(async (tx) => {
    const current = await findAppearance(tx, { tenantId: props.tenantId, forUpdate: true });
    if (!current) throw new HttpError(404, 'tenantNotFound');
    await checkImages(tx, props.tenantId, props.body, current);
    const updated = await updateAppearanceRow(tx, { tenantId: props.tenantId, patch: toPatch(props.body) });
    if (!updated) throw new HttpError(404, 'tenantNotFound');
    // The showcase flags decide which system carousels the home shows: its caches must see the change.
    if (SHOWCASE_FLAGS.some((flag) => props.body[flag] !== undefined)) await bumpHomeVersion(tx, props.tenantId);
    // A replaced upload no longer shown anywhere is deleted after commit; seeded images are not uploads and stay.
    const stillUsed = new Set(IMAGE_FIELDS.map((f) => updated[imageColumn[f]]));
    for (const field of IMAGE_FIELDS) {
      const old = current[imageColumn[field]];
      if (old && !stillUsed.has(old)) await releaseStoredFile(tx, { tenantId: props.tenantId, url: old });
    }
    return updated;
  });
}

/** The page indicator switches (spec 002 §7 template-settings toggles). */
export async function setPageIndicator(
  db: Db,
  props: { tenantId: number; patch: Pick<AppearancePatch, 'coursePageIndicator' | 'modulePageIndicator'> },
) {
  const updated = await updateAppearanceRow(db, { tenantId: props.tenantId, patch: props.patch });
  if (!updated) throw new HttpError(404, 'tenantNotFound');
  return updated;
}
