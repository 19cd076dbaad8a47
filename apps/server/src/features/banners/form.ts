import { BANNER_IMAGE_FIELDS, bannerMultipartFields, type BannerImageField } from '@trilha/shared/banners/schemas';
import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import { idParam } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import { HttpError } from '../../platform/errors';
import { refuseNul } from '../../platform/input-guard';
import { asClientError, IMAGE_TYPES, prepareUpload, type UploadPolicy } from '../../platform/uploads';

/** Spec 001 §5 (png, jpeg, webp, heic) plus GIF, as detected from the bytes; all are re-encoded to WebP. */
export const BANNER_IMAGE_TYPES = [...IMAGE_TYPES, 'image/heic', 'image/heif'] as const;

/** Longest side kept: the crops are 1920 wide (desktop) or high (mobile); the headline is a logo-like picture. */
const MAX_SIDE: Record<BannerImageField, number> = { url_image: 1920, url_image_vertical: 1920, headline_image: 1200 };

export type PreparedImage = { body: Buffer; contentType: string; ext: string };
export type BannerFormFields = z.output<typeof bannerMultipartFields>;
export type BannerForm = { fields: BannerFormFields; images: Map<BannerImageField, PreparedImage> };

const isImageField = (name: string): name is BannerImageField => (BANNER_IMAGE_FIELDS as readonly string[]).includes(name);

/**
 * Reads the whole create/update form, checks the school, validates every text part and re-encodes
 * every image before anything is stored: a refused form leaves no file behind.
 */
export async function readBannerForm(request: FastifyRequest): Promise<{ editor: SessionUser; form: BannerForm }> {
  requireEditor(request);
  const text = new Map<string, string>();
  const raw = new Map<BannerImageField, Buffer>();
  try {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
    // Text parts are short (the longest field is 2,048 characters): a bigger one is cut, then refused by the schema.
    const limits = { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: BANNER_IMAGE_FIELDS.length, fields: 50, fieldSize: 65_536 };
    const parts = request.parts({ limits });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read even when unused: the stream must be drained for the next part to arrive.
        const buffer = await part.toBuffer();
        // A browser sends an empty part for a file input left empty: that keeps the stored image.
        if (isImageField(part.fieldname) && buffer.length > 0) raw.set(part.fieldname, buffer);
      } else {
        text.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  // The school first: another school's id is 403 whatever else the form holds.
  const tenant = idParam.safeParse(text.get('tenant_id'));
  const editor = requireEditor(request, tenant.success ? tenant.data : undefined);
  const fields = Object.fromEntries(text);
  refuseNul(request.lang, 'body', fields);
  const parsed = bannerMultipartFields.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
    throw new HttpError(400, null, issues[0]?.message, issues);
  }
  const images = new Map<BannerImageField, PreparedImage>();
  for (const [field, buffer] of raw) images.set(field, await prepareImage(field, buffer));
  return { editor, form: { fields: parsed.data, images } };
}

async function prepareImage(field: BannerImageField, buffer: Buffer): Promise<PreparedImage> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(BANNER_IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw new HttpError(415, 'unsupportedMediaType');
  const policy: UploadPolicy = {
    area: 'banners',
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    accept: BANNER_IMAGE_TYPES,
    image: { maxSide: MAX_SIDE[field] },
  };
  return prepareUpload({ buffer, mime: detected.mime, ext: detected.ext }, policy);
}
