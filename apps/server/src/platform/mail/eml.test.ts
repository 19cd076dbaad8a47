import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, decodeWords, linksIn, parseEml } from './eml';

describe('reading .eml files back', () => {
  it('decodes quoted-printable: bytes, soft line breaks, UTF-8', () => {
    expect(decodeQuotedPrintable('Ol=C3=A1, http://a.test/x?token=3D=\r\nabc=3D\n').toString('utf8')).toBe(
      'Olá, http://a.test/x?token=abc=\n',
    );
  });

  it('decodes encoded words, Q and B, joining adjacent ones', () => {
    expect(decodeWords('=?UTF-8?Q?Redefini=C3=A7=C3=A3o_de?= =?UTF-8?Q?_senha?=')).toBe('Redefinição de senha');
    expect(decodeWords(`=?utf-8?B?${Buffer.from('Olá').toString('base64')}?= e mais`)).toBe('Olá e mais');
  });

  it('reads a nested multipart mail with a base64 text part and a quoted-printable html part', () => {
    const raw = [
      'To: ana@aurora.test',
      'Subject: =?UTF-8?Q?Ol=C3=A1?=',
      '  =?UTF-8?Q?_Ana?=',
      'Date: Fri, 23 Jan 2026 16:31:46 +0000',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Entrar: http://aurora.localhost:3000/login/magic?token=abc\n').toString('base64'),
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<a href=3D"http://aurora.localhost:3000/x?a=3D1&amp;b=3D2">Ol=C3=A1</a>',
      '--inner--',
      '--outer--',
      'epilogue',
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail).toMatchObject({
      to: 'ana@aurora.test',
      subject: 'Olá Ana',
      text: 'Entrar: http://aurora.localhost:3000/login/magic?token=abc\n',
    });
    expect(mail.html).toBe('<a href="http://aurora.localhost:3000/x?a=1&amp;b=2">Olá</a>');
    expect(mail.date?.toISOString()).toBe('2026-01-23T16:31:46.000Z');
    expect(linksIn(mail)).toEqual(['http://aurora.localhost:3000/login/magic?token=abc', 'http://aurora.localhost:3000/x?a=1&b=2']);
  });
});
