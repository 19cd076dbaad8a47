import type { LoginPageUpdateBody } from '@trilha/shared/login-page/schemas';
import { LOGIN_PAGE_MESSAGES } from '@trilha/shared/login-page/schemas';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import { releaseStoredFile } from '../../platform/uploads';
import { findLoginSettings, schoolFileExists, updateLoginSettings, type LoginSettingsRow } from './repo';

type BannerField = 'login_banner' | 'login_banner_vertical';

/**
 * The storage key a banner URL names, when it is one of this school's uploads of that kind: both
 * storages end a file's URL with its key (`/files/{key}`, `{bucket url}/{key}`).
 */
function bannerKey(url: string, props: { tenantId: number; kind: BannerField }): string | null {
  const match = /(?:^|\/)(tenants\/(\d+)\/branding\/([a-z_]+)\/[A-Za-z0-9_-]+\.[a-z0-9]+)$/.exec(url);
  if (!match || Number(match[2]) !== props.tenantId || match[3] !== props.kind) return null;
  const relative = url.startsWith('/files/');
  const absolute = /^https?:\/\//.test(url);
  return relative || absolute ? (match[1] ?? null) : null;
}

/** A banner must be null, the value already saved, or an image this school uploaded for that slot. */
async function checkBanner(db: Db, props: { tenantId: number; kind: BannerField; url: string | null; saved: string | null }) {
  if (props.url === null || props.url === props.saved) return;
  const key = bannerKey(props.url, props);
  if (!key || !(await schoolFileExists(db, { tenantId: props.tenantId, key }))) {
    throw badRequest(LOGIN_PAGE_MESSAGES.bannerInvalid, `body.${props.kind}`);
  }
}

const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/**
 * Saves the whole login page. The redirect is kept only while it is switched on (spec 002 §5), and
 * a replaced or removed background image is released so it does not linger in storage.
 */
export async function updateLoginPage(db: Db, props: { tenantId: number; values: LoginPageUpdateBody }): Promise<LoginSettingsRow> {
  const { tenantId, values } = props;
  return db.transaction(async (tx) => {
    const saved = await findLoginSettings(tx, { tenantId, forUpdate: true });
    if (!saved) throw new HttpError(404, 'tenantNotFound');
    await checkBanner(tx, { tenantId, kind: 'login_banner', url: values.login_banner, saved: saved.loginBanner });
    await checkBanner(tx, { tenantId, kind: 'login_banner_vertical', url: values.login_banner_vertical, saved: saved.loginBannerVertical });
    const row = await updateLoginSettings(tx, {
      tenantId,
      values: {
        loginTheme: values.login_theme,
        loginThemePlacement: values.login_theme_placement,
        loginText: values.login_text,
        overlayBannerLogin: values.overlay_banner_login,
        loginBanner: values.login_banner,
        loginBannerVertical: values.login_banner_vertical,
        magicLinkEnabled: values.magic_link_enabled,
        ctaLogin: values.cta_login,
        titleCtaLogin: orNull(values.title_cta_login),
        linkCtaLogin: orNull(values.link_cta_login),
        enableRedirectLogin: values.enable_redirect_login,
        redirectUrl: values.enable_redirect_login ? orNull(values.redirect_url) : null,
      },
    });
    if (!row) throw new HttpError(404, 'tenantNotFound');
    for (const old of [saved.loginBanner, saved.loginBannerVertical]) {
      if (old && old !== row.loginBanner && old !== row.loginBannerVertical) await releaseStoredFile(tx, { tenantId, url: old });
    }
    return row;
  });
}
