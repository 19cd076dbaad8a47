import type { FooterSettingsValues } from '@trilha/shared/footer/schemas';
import type { Db } from '../../platform/db/client';
import { findFooter, upsertExtraSettings, type FooterRow } from './repo';
import { sanitizeFooterHtml } from './sanitize';

/** Saves the documents (sanitised here, so nothing unsafe is ever stored) and the social links. */
export async function footerSettingsUpdater(db: Db, props: { tenantId: number; values: FooterSettingsValues }): Promise<FooterRow | null> {
  const { values, tenantId } = props;
  return db.transaction(async (tx) => {
    await upsertExtraSettings(tx, {
      tenantId,
      values: {
        useTerms: sanitizeFooterHtml(values.use_terms),
        privacyTerms: sanitizeFooterHtml(values.privacy_terms),
        urlFacebook: values.url_facebook,
        urlInstagram: values.url_instagram,
        urlYoutube: values.url_youtube,
      },
    });
    return findFooter(tx, { tenantId });
  });
}
