import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

describe('renderMail', () => {
  const content = {
    schoolName: 'Escola <Aurora> & Cia',
    heading: 'Seu link de acesso',
    paragraphs: ['Olá, "Ana"!', '<b>não</b> é HTML'],
    action: { label: 'Entrar', url: 'https://aurora.localhost/login/magic?token=a&b=c' },
    note: 'O link expira em 15 minutos.',
  };

  it('escapes every value in the html and keeps the same words and link in the text', () => {
    const { html, text } = renderMail(content);
    expect(html).toContain('Escola &lt;Aurora&gt; &amp; Cia');
    expect(html).toContain('Olá, &quot;Ana&quot;!');
    expect(html).toContain('&lt;b&gt;não&lt;/b&gt; é HTML');
    expect(html).toContain('href="https://aurora.localhost/login/magic?token=a&amp;b=c"');
    expect(html).not.toContain('<b>');
    expect(text).toContain('Escola <Aurora> & Cia');
    expect(text).toContain('Entrar: https://aurora.localhost/login/magic?token=a&b=c');
    expect(text).toContain('Você recebeu este e-mail de Escola <Aurora> & Cia.');
  });

  it('writes its own words in the reader language', () => {
    expect(renderMail({ ...content, lang: 'en' }).text).toContain('You received this e-mail from');
    expect(renderMail({ ...content, lang: 'es' }).html).toContain('<html lang="es">');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http/);
  });
});
