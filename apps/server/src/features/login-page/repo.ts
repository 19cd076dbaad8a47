import { and, eq } from 'drizzle-orm';
import { files, platformSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

const loginColumns = {
  loginTheme: platformSettings.loginTheme,
  loginThemePlacement: platformSettings.loginThemePlacement,
  loginText: platformSettings.loginText,
  overlayBannerLogin: platformSettings.overlayBannerLogin,
  loginBanner: platformSettings.loginBanner,
  loginBannerVertical: platformSettings.loginBannerVertical,
  magicLinkEnabled: platformSettings.magicLinkEnabled,
  ctaLogin: platformSettings.ctaLogin,
  titleCtaLogin: platformSettings.titleCtaLogin,
  linkCtaLogin: platformSettings.linkCtaLogin,
  enableRedirectLogin: platformSettings.enableRedirectLogin,
  redirectUrl: platformSettings.redirectUrl,
  // Read only: the sign-up setting has its own call (accounts' signup-routes.ts); the login page links to it.
  signupOpen: platformSettings.signupOpen,
};

/** One school's login page row, as the columns above read it. */
export type LoginSettingsRow = {
  loginTheme: number;
  loginThemePlacement: string;
  loginText: string;
  overlayBannerLogin: number;
  loginBanner: string | null;
  loginBannerVertical: string | null;
  magicLinkEnabled: boolean;
  ctaLogin: boolean;
  titleCtaLogin: string | null;
  linkCtaLogin: string | null;
  enableRedirectLogin: boolean;
  redirectUrl: string | null;
  signupOpen: boolean;
};

/** The school's login page settings, locked for the caller's transaction when `forUpdate`. */
export async function findLoginSettings(db: Db, props: { tenantId: number; forUpdate?: boolean }): Promise<LoginSettingsRow | null> {
  const query = db.select(loginColumns).from(platformSettings).where(eq(platformSettings.tenantId, props.tenantId)).limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateLoginSettings(
  db: Db,
  props: { tenantId: number; values: Omit<LoginSettingsRow, 'signupOpen'> },
): Promise<LoginSettingsRow | null> {
  const [row] = await db
    .update(platformSettings)
    .set({ ...props.values, updatedAt: new Date() })
    .where(eq(platformSettings.tenantId, props.tenantId))
    .returning(loginColumns);
  return row ?? null;
}

/** Whether `key` is a file this school uploaded (so a banner URL cannot point anywhere else). */
export async function schoolFileExists(db: Db, props: { tenantId: number; key: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, props.tenantId), eq(files.key, props.key)))
    .limit(1);
  return Boolean(row);
}
