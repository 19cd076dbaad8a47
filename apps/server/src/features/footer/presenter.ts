import type { FooterDocumentSlug, FooterSettings, PublicFooterReply } from '@trilha/shared/footer/schemas';
import type { Language } from '@trilha/shared/platform/http';
import type { FooterRow } from './repo';

export function presentFooterSettings(row: FooterRow): FooterSettings {
  return {
    use_terms: row.useTerms,
    privacy_terms: row.privacyTerms,
    url_facebook: row.urlFacebook,
    url_instagram: row.urlInstagram,
    url_youtube: row.urlYoutube,
    footer_visible: row.footerVisible,
  };
}

/** The public view: the documents themselves stay on their own pages, only their presence goes out. */
export function presentPublicFooter(row: FooterRow): PublicFooterReply {
  return {
    footer_visible: row.footerVisible,
    url_facebook: row.urlFacebook,
    url_instagram: row.urlInstagram,
    url_youtube: row.urlYoutube,
    has_use_terms: row.useTerms !== '',
    has_privacy_terms: row.privacyTerms !== '',
  };
}

const documentTitles: Record<FooterDocumentSlug, Record<Language, string>> = {
  'termos-de-uso': { pt: 'Termos de uso', en: 'Terms of use', es: 'Términos de uso' },
  'politicas-de-privacidade': { pt: 'Políticas de privacidade', en: 'Privacy policy', es: 'Políticas de privacidad' },
};

export function documentHtml(row: FooterRow, doc: FooterDocumentSlug): string {
  return doc === 'termos-de-uso' ? row.useTerms : row.privacyTerms;
}

export function documentTitle(doc: FooterDocumentSlug, lang: Language): string {
  return documentTitles[doc][lang];
}
