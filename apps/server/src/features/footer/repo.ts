import { eq, sql } from 'drizzle-orm';
import { extraSettings, platformSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export type FooterRow = {
  useTerms: string;
  privacyTerms: string;
  urlFacebook: string | null;
  urlInstagram: string | null;
  urlYoutube: string | null;
  footerVisible: boolean;
};

/** The school's footer: the switch from platform_settings, the rest from extra_settings (absent until first saved). */
export async function findFooter(db: Db, props: { tenantId: number }): Promise<FooterRow | null> {
  const [row] = await db
    .select({
      useTerms: extraSettings.useTerms,
      privacyTerms: extraSettings.privacyTerms,
      urlFacebook: extraSettings.urlFacebook,
      urlInstagram: extraSettings.urlInstagram,
      urlYoutube: extraSettings.urlYoutube,
      footerVisible: platformSettings.footerVisible,
    })
    .from(platformSettings)
    .leftJoin(extraSettings, eq(extraSettings.tenantId, platformSettings.tenantId))
    .where(eq(platformSettings.tenantId, props.tenantId))
    .limit(1);
  if (!row) return null;
  return {
    useTerms: row.useTerms ?? '',
    privacyTerms: row.privacyTerms ?? '',
    urlFacebook: row.urlFacebook,
    urlInstagram: row.urlInstagram,
    urlYoutube: row.urlYoutube,
    footerVisible: row.footerVisible,
  };
}

export type ExtraSettingsWrite = Omit<FooterRow, 'footerVisible'>;

export async function upsertExtraSettings(db: Db, props: { tenantId: number; values: ExtraSettingsWrite }) {
  await db
    .insert(extraSettings)
    .values({ tenantId: props.tenantId, ...props.values })
    .onConflictDoUpdate({ target: extraSettings.tenantId, set: { ...props.values, updatedAt: sql`now()` } });
}

export async function setFooterVisible(db: Db, props: { tenantId: number; visible: boolean }) {
  await db
    .update(platformSettings)
    .set({ footerVisible: props.visible, updatedAt: sql`now()` })
    .where(eq(platformSettings.tenantId, props.tenantId));
}
