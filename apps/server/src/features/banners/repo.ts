import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { banners, platformSettings, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

const columns = {
  id: banners.id,
  tenantId: banners.tenantId,
  category: banners.category,
  title: banners.title,
  subtitle: banners.subtitle,
  textButton: banners.textButton,
  urlPrimary: banners.urlPrimary,
  headlineImage: banners.headlineImage,
  urlImage: banners.urlImage,
  urlImageVertical: banners.urlImageVertical,
  urlVideo: banners.urlVideo,
  urlVideoVertical: banners.urlVideoVertical,
  order: banners.order,
  fontHeadline: banners.fontHeadline,
  weightHeadline: banners.weightHeadline,
  sizeHeadline: banners.sizeHeadline,
  fontTitle: banners.fontTitle,
  weightTitle: banners.weightTitle,
  sizeTitle: banners.sizeTitle,
  fontSubtitle: banners.fontSubtitle,
  weightSubtitle: banners.weightSubtitle,
  sizeSubtitle: banners.sizeSubtitle,
  fontButton: banners.fontButton,
  weightTextButton: banners.weightTextButton,
  sizeTextButton: banners.sizeTextButton,
};
export type BannerRow = Pick<typeof banners.$inferSelect, keyof typeof columns>;
/** What create and update write: every column but the keys and the order. */
export type BannerValues = Omit<BannerRow, 'id' | 'tenantId' | 'order'>;

export async function listBanners(db: Db, props: { tenantId: number }): Promise<BannerRow[]> {
  return db.select(columns).from(banners).where(eq(banners.tenantId, props.tenantId)).orderBy(asc(banners.order), asc(banners.id));
}

export async function findBanner(db: Db, props: { tenantId: number; id: number; forUpdate?: boolean }): Promise<BannerRow | null> {
  const query = db
    .select(columns)
    .from(banners)
    .where(and(eq(banners.tenantId, props.tenantId), eq(banners.id, props.id)))
    .limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Serialises banner writes of one school (the 20-banner limit and the order are read-then-write). */
export async function lockTenant(db: Db, props: { tenantId: number }) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, props.tenantId)).for('update');
}

export async function countBanners(db: Db, props: { tenantId: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(banners).where(eq(banners.tenantId, props.tenantId));
  return row?.n ?? 0;
}

export async function insertBanner(db: Db, props: { tenantId: number; values: BannerValues }): Promise<BannerRow> {
  const [row] = await db
    .insert(banners)
    .values({
      ...props.values,
      tenantId: props.tenantId,
      // New banners go last: one more than the highest order in use.
      order: sql`(select coalesce(max(${banners.order}), 0) + 1 from ${banners} where ${banners.tenantId} = ${props.tenantId})`,
    })
    .returning(columns);
  if (!row) throw new Error('insert into banners returned no row');
  return row;
}

export async function updateBanner(db: Db, props: { tenantId: number; id: number; values: BannerValues }): Promise<BannerRow | null> {
  const [row] = await db
    .update(banners)
    .set({ ...props.values, updatedAt: new Date() })
    .where(and(eq(banners.tenantId, props.tenantId), eq(banners.id, props.id)))
    .returning(columns);
  return row ?? null;
}

export async function deleteBanner(db: Db, props: { tenantId: number; id: number }): Promise<BannerRow | null> {
  const [row] = await db
    .delete(banners)
    .where(and(eq(banners.tenantId, props.tenantId), eq(banners.id, props.id)))
    .returning(columns);
  return row ?? null;
}

export async function setBannerOrder(db: Db, props: { tenantId: number; id: number; order: number }) {
  await db
    .update(banners)
    .set({ order: props.order })
    .where(and(eq(banners.tenantId, props.tenantId), eq(banners.id, props.id)));
}

/** Whether any banner of the school still shows this video (one upload may serve several banners). */
export async function isVideoInUse(db: Db, props: { tenantId: number; url: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(and(eq(banners.tenantId, props.tenantId), or(eq(banners.urlVideo, props.url), eq(banners.urlVideoVertical, props.url))))
    .limit(1);
  return Boolean(row);
}

const settingsColumns = {
  transitionType: platformSettings.bannerTransitionType,
  autoplay: platformSettings.bannerAutoplay,
  autoplayTime: platformSettings.bannerAutoplayTime,
};
export type BannerSettingsRow = { transitionType: string; autoplay: boolean; autoplayTime: number };

export async function findBannerSettings(db: Db, props: { tenantId: number }): Promise<BannerSettingsRow | null> {
  const [row] = await db.select(settingsColumns).from(platformSettings).where(eq(platformSettings.tenantId, props.tenantId)).limit(1);
  return row ?? null;
}

export async function updateBannerSettings(
  db: Db,
  props: { tenantId: number; settings: BannerSettingsRow },
): Promise<BannerSettingsRow | null> {
  const [row] = await db
    .update(platformSettings)
    .set({
      bannerTransitionType: props.settings.transitionType,
      bannerAutoplay: props.settings.autoplay,
      bannerAutoplayTime: props.settings.autoplayTime,
      updatedAt: new Date(),
    })
    .where(eq(platformSettings.tenantId, props.tenantId))
    .returning(settingsColumns);
  return row ?? null;
}
