import { publicFooterReply, type FooterSettingsValues } from '@trilha/shared/footer/schemas';
import { bumpHomeVersion } from '../../platform/content-versions';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { schoolReplyCache } from '../../platform/school-replies';
import { presentPublicFooter } from './presenter';
import { findFooter, setFooterVisible, upsertExtraSettings, type FooterRow } from './repo';
import { sanitizeRichText } from '../../platform/rich-text';

/**
 * GET /api/footer, asked on every page view of every member and visitor: kept per school as the
 * bytes sent under the school's home version, which both footer writes below bump in their
 * transaction (platform/school-replies.ts). It was a query on every home view, the view's
 * largest cost once the rest came from memory (docs/performance.md).
 */
export const readPublicFooter = schoolReplyCache(
  { name: 'public-footer', what: 'the public footer reply', where: 'features/footer/service.ts' },
  async (db: Db, tenantId: number): Promise<JsonBytes> => {
    const row = await findFooter(db, { tenantId });
    if (!row) throw new HttpError(404, 'tenantNotFound');
    return jsonBytes(JSON.stringify(publicFooterReply.parse(presentPublicFooter(row))));
  },
);

/** The school's footer row: the editors' settings and the public documents read it; 404 when the school is gone. */
export async function readFooter(db: Db, props: { tenantId: number }): Promise<FooterRow> {
  const row = await findFooter(db, props);
  if (!row) throw new HttpError(404, 'tenantNotFound');
  return row;
}

/** Saves the documents (sanitised here, so nothing unsafe is ever stored) and the social links. */
export async function updateFooterSettings(db: Db, props: { tenantId: number; values: FooterSettingsValues }): Promise<FooterRow | null> {
  const { values, tenantId } = props;
  return db.transaction(async (tx) => {
    await upsertExtraSettings(tx, {
      tenantId,
      values: {
        useTerms: sanitizeRichText(values.use_terms),
        privacyTerms: sanitizeRichText(values.privacy_terms),
        urlFacebook: values.url_facebook,
        urlInstagram: values.url_instagram,
        urlYoutube: values.url_youtube,
      },
    });
    await bumpHomeVersion(tx, tenantId);
    return findFooter(tx, { tenantId });
  });
}

/** The footer switch (spec 002 §4: at once), with the version the public footer is kept under. */
export async function setFooterVisibility(db: Db, props: { tenantId: number; visible: boolean }): Promise<FooterRow | null> {
  return db.transaction(async (tx) => {
    await setFooterVisible(tx, props);
    await bumpHomeVersion(tx, props.tenantId);
    return findFooter(tx, { tenantId: props.tenantId });
  });
}
