import { describe, expect, it } from 'vitest';
import { AUTH_FLOW_MESSAGES } from '../accounts/auth-flows';
import { AUTH_FLOW_TRANSLATIONS } from '../accounts/messages';
import { BANNER_MESSAGES } from '../banners/constants';
import { BANNER_TRANSLATIONS } from '../banners/messages';
import { CAROUSEL_MESSAGES } from '../carousels/constants';
import { CAROUSEL_TRANSLATIONS } from '../carousels/messages';
import { COMMUNITY_MESSAGES } from '../communities/constants';
import { COMMUNITY_TRANSLATIONS } from '../communities/messages';
import { LINK_MESSAGES } from '../links/constants';
import { LINK_TRANSLATIONS } from '../links/messages';
import { LOGIN_PAGE_MESSAGES } from '../login-page/constants';
import { LOGIN_PAGE_TRANSLATIONS } from '../login-page/messages';
import { SEO_MESSAGES } from '../seo/schemas';
import { SEO_TRANSLATIONS } from '../seo/messages';
import { languages, type Language } from './languages';
import { keyOfText, textsIn } from './translations';

type Table = { area: string; spec: Readonly<Record<string, string>>; table: Readonly<Record<string, Readonly<Record<Language, string>>>> };

const tables: Table[] = [
  { area: 'banners', spec: BANNER_MESSAGES, table: BANNER_TRANSLATIONS },
  { area: 'carousels', spec: CAROUSEL_MESSAGES, table: CAROUSEL_TRANSLATIONS },
  { area: 'links', spec: LINK_MESSAGES, table: LINK_TRANSLATIONS },
  { area: 'communities', spec: COMMUNITY_MESSAGES, table: COMMUNITY_TRANSLATIONS },
  { area: 'seo', spec: SEO_MESSAGES, table: SEO_TRANSLATIONS },
  { area: 'accounts (auth flows)', spec: AUTH_FLOW_MESSAGES, table: AUTH_FLOW_TRANSLATIONS },
  { area: 'login-page', spec: LOGIN_PAGE_MESSAGES, table: LOGIN_PAGE_TRANSLATIONS },
];

describe('one source of translated messages (docs/decisions/0005; spec 000 §8: pt, en and es)', () => {
  for (const { area, spec, table } of tables) {
    const rows = Object.entries(table);

    it(`${area}: every message of the spec constant has a translation, and no other`, () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(spec).sort());
    });

    it(`${area}: pt is the spec constant's text, word for word`, () => {
      for (const [key, texts] of rows) expect(texts.pt, key).toBe(spec[key]);
    });

    it(`${area}: every key has a non-empty pt, en and es, and en/es are not the Portuguese left in place`, () => {
      for (const [key, texts] of rows) {
        for (const lang of languages) expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
        expect(texts.en, `${key}.en`).not.toBe(texts.pt);
        expect(texts.es, `${key}.es`).not.toBe(texts.pt);
      }
    });

    it(`${area}: each Portuguese text names one key, so a text maps back to its translation`, () => {
      for (const [key, texts] of rows) expect(keyOfText(table, texts.pt), key).toBe(key);
    });
  }

  it('textsIn gives one language of a table; keyOfText leaves unknown texts alone', () => {
    expect(textsIn(LINK_TRANSLATIONS, 'es').created).toBe('Enlace creado con éxito');
    expect(textsIn(LINK_TRANSLATIONS, 'pt')).toEqual(LINK_MESSAGES);
    expect(keyOfText(LINK_TRANSLATIONS, 'Não encontrado.')).toBeUndefined();
  });
});
