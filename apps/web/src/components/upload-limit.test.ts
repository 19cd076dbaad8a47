import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../lib/locales/common';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/accounts/schemas';
import { UPLOAD_TOO_LARGE_KEY, fileSizeMb, isWithinUploadLimit } from './upload-limit';

const MB = 1_048_576;

describe('upload size rule (spec 000 §5: MB with one decimal, under 15 accepted)', () => {
  it('accepts 14.9 MB and rejects 15.0 MB', () => {
    expect(fileSizeMb(Math.round(14.9 * MB))).toBe(14.9);
    expect(isWithinUploadLimit(Math.round(14.9 * MB))).toBe(true);
    expect(fileSizeMb(15 * MB)).toBe(15);
    expect(isWithinUploadLimit(15 * MB)).toBe(false);
    expect(isWithinUploadLimit(20 * MB)).toBe(false);
  });

  it('rounds to one decimal first: 14.96 MB shows as 15.0 and is rejected, 14.94 MB is accepted', () => {
    expect(isWithinUploadLimit(Math.round(14.96 * MB))).toBe(false);
    expect(isWithinUploadLimit(Math.round(14.94 * MB))).toBe(true);
    expect(isWithinUploadLimit(0)).toBe(true);
  });

  it('never lets through a file the server would refuse for size', () => {
    expect(isWithinUploadLimit(PROFILE_PHOTO_MAX_BYTES)).toBe(false);
  });

  it('says "O arquivo excede o tamanho máximo permitido." (pt) and the spec\'s English text (en)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { pt: { translation: common.pt }, en: { translation: common.en }, es: { translation: common.es } },
      lng: 'pt',
    });
    expect(i18n.t(UPLOAD_TOO_LARGE_KEY)).toBe('O arquivo excede o tamanho máximo permitido.');
    expect(i18n.t(UPLOAD_TOO_LARGE_KEY, { lng: 'en' })).toBe('The file exceeds the maximum allowed size.');
    expect(i18n.t(UPLOAD_TOO_LARGE_KEY, { lng: 'es' })).toBe('El archivo supera el tamaño máximo permitido.');
  });
});
