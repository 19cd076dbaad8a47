import { describe, expect, it } from 'vitest';
import { contentDisposition, movedKey } from './private-files';
import { isAttachmentKey, isPrivateKey } from './storage';

describe('private files (platform/private-files.ts)', () => {
  it('names a download plainly when it can, else with an ASCII fallback and the UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'Plano de carreira.pdf')).toBe('attachment; filename="Plano de carreira.pdf"');
    expect(contentDisposition('attachment', 'relatório (final).pdf')).toBe(
      `attachment; filename="relatorio (final).pdf"; filename*=UTF-8''relat%C3%B3rio%20%28final%29.pdf`,
    );
    expect(contentDisposition('inline', '100% "certo".png')).toBe(
      `inline; filename="100_ _certo_.png"; filename*=UTF-8''100%25%20%22certo%22.png`,
    );
    expect(contentDisposition('inline', 'ファイル.png')).toBe(
      `inline; filename=".png"; filename*=UTF-8''%E3%83%95%E3%82%A1%E3%82%A4%E3%83%AB.png`,
    );
  });

  it('moves a file to a fresh random name in a private folder, keeping its extension; attachments stay downloads there', () => {
    const key = movedKey(3, 'community-posts/private/attachments', 'tenants/3/community-posts/attachments/Velho.PDF');
    expect(key).toMatch(/^tenants\/3\/community-posts\/private\/attachments\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect(isPrivateKey(key)).toBe(true);
    expect(isAttachmentKey(key)).toBe(true);
    expect(isAttachmentKey('tenants/3/community-posts/private/x.webp')).toBe(false);
    expect(isPrivateKey('tenants/3/community-posts/attachments/x.pdf')).toBe(false);
  });
});
