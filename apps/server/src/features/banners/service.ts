import {
  BANNER_IMAGE_FIELDS,
  bannerHasMedia,
  MAX_BANNERS,
  type BannerImageField,
  type BannerSettings,
} from '@trilha/shared/banners/schemas';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { releaseStoredFile, storeUpload } from '../../platform/uploads';
import { bumpHomeVersion } from '../../platform/content-versions';
import type { BannerForm, BannerFormFields, PreparedImage } from './form';
import { bannerText } from './messages';
import {
  countBanners,
  deleteBanner,
  findBanner,
  insertBanner,
  listBanners,
  lockTenant,
  setBannerOrder,
  updateBanner as updateBannerRow,
  updateBannerSettings,
  type BannerRow,
  type BannerValues,
} from './repo';
import { releaseVideoIfUnused, resolveVideo } from './video';

/** A banner write: the editor (`actor`) owns the images it stores. */
type Scope = Pick<ActorScope, 'db' | 'storage' | 'tenantId' | 'actor' | 'lang'>;

const imageColumn = { url_image: 'urlImage', url_image_vertical: 'urlImageVertical', headline_image: 'headlineImage' } as const;
type StoreImages = (images: Map<BannerImageField, PreparedImage>) => Promise<Partial<Record<BannerImageField, string>>>;

/**
 * Runs a banner write in one transaction with a way to store its images inside it: the files rows
 * roll back with it, and the bytes written for a failed write are deleted, so no orphan is left.
 */
async function writeWithImages<T>(scope: Scope, work: (tx: Db, store: StoreImages) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await scope.db.transaction((tx) =>
      work(tx, async (images) => {
        const urls: Partial<Record<BannerImageField, string>> = {};
        for (const [field, image] of images) {
          const stored = await storeUpload(
            { db: tx, storage: scope.storage },
            { tenantId: scope.tenantId, userId: scope.actor.id, area: 'banners', ...image },
          );
          written.push(stored.key);
          urls[field] = stored.url;
        }
        return urls;
      }),
    );
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        scope.storage.delete(key).catch(() => {
          // Best effort: the error that brought us here is the one to report.
        }),
      ),
    );
    throw error;
  }
}

/** The form's text as columns: '' is "none" (no link, the platform's font). */
function textValues(fields: BannerFormFields) {
  const font = (value: string) => (value === '' ? null : value);
  return {
    category: fields.category,
    title: fields.title,
    subtitle: fields.subtitle,
    textButton: fields.text_button,
    urlPrimary: fields.url_primary === '' ? null : fields.url_primary,
    fontHeadline: font(fields.font_headline),
    weightHeadline: fields.weight_headline,
    sizeHeadline: fields.size_headline,
    fontTitle: font(fields.font_title),
    weightTitle: fields.weight_title,
    sizeTitle: fields.size_title,
    fontSubtitle: font(fields.font_subtitle),
    weightSubtitle: fields.weight_subtitle,
    sizeSubtitle: fields.size_subtitle,
    fontButton: font(fields.font_button),
    weightTextButton: fields.weight_text_button,
    sizeTextButton: fields.size_text_button,
  };
}

async function videoValues(tx: Db, scope: Scope, fields: BannerFormFields, current: BannerRow | null) {
  return {
    urlVideo: await resolveVideo(tx, scope, { field: 'url_video', value: fields.url_video, current: current?.urlVideo ?? null }),
    urlVideoVertical: await resolveVideo(tx, scope, {
      field: 'url_video_vertical',
      value: fields.url_video_vertical,
      current: current?.urlVideoVertical ?? null,
    }),
  };
}

/** A banner with no image and no video would be a blank slide on the home: refused before anything is stored. */
function requireMedia(scope: Scope, values: Pick<BannerValues, 'urlImage' | 'urlImageVertical' | 'urlVideo' | 'urlVideoVertical'>) {
  const media = {
    url_image: values.urlImage,
    url_image_vertical: values.urlImageVertical,
    url_video: values.urlVideo,
    url_video_vertical: values.urlVideoVertical,
  };
  if (!bannerHasMedia(media)) throw new HttpError(400, null, bannerText(scope.lang, 'mediaRequired'));
}

/** One banner for the edit modal; another school's is 404. */
export async function readBanner({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { id: number }): Promise<BannerRow> {
  const row = await findBanner(db, { tenantId, id: props.id });
  if (!row) throw notFound();
  return row;
}

/** Spec 001 §7 create: appended last; at most 20, the school row lock keeps parallel creates in line. */
export async function createBanner(scope: Scope, form: BannerForm): Promise<BannerRow> {
  return writeWithImages(scope, async (tx, store) => {
    await lockTenant(tx, { tenantId: scope.tenantId });
    if ((await countBanners(tx, { tenantId: scope.tenantId })) >= MAX_BANNERS)
      throw new HttpError(409, null, bannerText(scope.lang, 'limit'));
    const videos = await videoValues(tx, scope, form.fields, null);
    // A new image's url is known only once stored; its presence is enough here.
    const pending = (field: BannerImageField) => (form.images.has(field) ? 'new' : null);
    requireMedia(scope, { ...videos, urlImage: pending('url_image'), urlImageVertical: pending('url_image_vertical') });
    const urls = await store(form.images);
    const values: BannerValues = {
      ...textValues(form.fields),
      ...videos,
      urlImage: urls.url_image ?? null,
      urlImageVertical: urls.url_image_vertical ?? null,
      headlineImage: urls.headline_image ?? null,
    };
    const row = await insertBanner(tx, { tenantId: scope.tenantId, values });
    await bumpHomeVersion(tx, scope.tenantId);
    return row;
  });
}

/**
 * Spec 001 §7 update: an image part replaces that image, `remove_<field>=1` clears it, neither keeps
 * it; replaced images and videos no banner shows any more are released in the same transaction.
 */
export async function updateBanner(scope: Scope, props: { id: number; form: BannerForm }): Promise<BannerRow> {
  const { fields, images } = props.form;
  return writeWithImages(scope, async (tx, store) => {
    const current = await findBanner(tx, { tenantId: scope.tenantId, id: props.id, forUpdate: true });
    if (!current) throw notFound();
    const videos = await videoValues(tx, scope, fields, current);
    const kept = (field: BannerImageField) => (fields[`remove_${field}`] === '1' ? null : current[imageColumn[field]]);
    const pending = (field: BannerImageField) => (images.has(field) ? 'new' : kept(field));
    requireMedia(scope, { ...videos, urlImage: pending('url_image'), urlImageVertical: pending('url_image_vertical') });
    const urls = await store(images);
    const image = (field: BannerImageField) => urls[field] ?? kept(field);
    const values: BannerValues = {
      ...textValues(fields),
      ...videos,
      urlImage: image('url_image'),
      urlImageVertical: image('url_image_vertical'),
      headlineImage: image('headline_image'),
    };
    const row = await updateBannerRow(tx, { tenantId: scope.tenantId, id: props.id, values });
    if (!row) throw notFound();
    for (const field of BANNER_IMAGE_FIELDS) {
      const old = current[imageColumn[field]];
      if (old && old !== row[imageColumn[field]]) await releaseStoredFile(tx, { tenantId: scope.tenantId, url: old });
    }
    for (const old of new Set([current.urlVideo, current.urlVideoVertical])) {
      if (old && old !== row.urlVideo && old !== row.urlVideoVertical) await releaseVideoIfUnused(tx, scope, old);
    }
    await bumpHomeVersion(tx, scope.tenantId);
    return row;
  });
}

/** Deletes one banner with its images and (when no other banner shows them) its videos; the rest keep orders 1..n. */
export async function removeBanner(scope: Pick<RequestScope, 'db' | 'storage' | 'tenantId'>, props: { id: number }): Promise<BannerRow[]> {
  return scope.db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId: scope.tenantId });
    const removed = await deleteBanner(tx, { tenantId: scope.tenantId, id: props.id });
    if (!removed) throw notFound();
    for (const url of [removed.urlImage, removed.urlImageVertical, removed.headlineImage]) {
      if (url) await releaseStoredFile(tx, { tenantId: scope.tenantId, url });
    }
    for (const url of new Set([removed.urlVideo, removed.urlVideoVertical])) if (url) await releaseVideoIfUnused(tx, scope, url);
    const rest = await listBanners(tx, { tenantId: scope.tenantId });
    for (const [index, banner] of rest.entries()) {
      if (banner.order !== index + 1) await setBannerOrder(tx, { tenantId: scope.tenantId, id: banner.id, order: index + 1 });
    }
    await bumpHomeVersion(tx, scope.tenantId);
    return rest.map((banner, index) => ({ ...banner, order: index + 1 }));
  });
}

/** Spec 002 §4: newOrdenation names every banner of the school exactly once; positions become orders 1..n. */
export async function orderBanners(scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>, props: { ids: number[] }): Promise<BannerRow[]> {
  return scope.db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId: scope.tenantId });
    const current = await listBanners(tx, { tenantId: scope.tenantId });
    const known = new Set(current.map((b) => b.id));
    const sameSet =
      props.ids.length === known.size && new Set(props.ids).size === props.ids.length && props.ids.every((id) => known.has(id));
    if (!sameSet) throw new HttpError(400, null, bannerText(scope.lang, 'orderMismatch'));
    for (const [index, id] of props.ids.entries()) await setBannerOrder(tx, { tenantId: scope.tenantId, id, order: index + 1 });
    await bumpHomeVersion(tx, scope.tenantId);
    const byId = new Map(current.map((b) => [b.id, b]));
    return props.ids.map((id, index) => {
      const banner = byId.get(id);
      if (!banner) throw new Error(`banner ${id} left the checked set while being ordered`);
      return { ...banner, order: index + 1 };
    });
  });
}

/** Spec 002 §3, §4: the slideshow's transition, autoplay switch (1/0) and time. */
export async function saveBannerSettings(scope: Pick<RequestScope, 'db' | 'tenantId'>, settings: BannerSettings) {
  return scope.db.transaction(async (tx) => {
    const row = await updateBannerSettings(tx, {
      tenantId: scope.tenantId,
      settings: {
        transitionType: settings.banner_custom_transition_type,
        autoplay: settings.banner_custom_autoplay === 1,
        autoplayTime: settings.banner_custom_autoplay_time,
      },
    });
    if (!row) throw new HttpError(404, 'tenantNotFound');
    await bumpHomeVersion(tx, scope.tenantId);
    return row;
  });
}
