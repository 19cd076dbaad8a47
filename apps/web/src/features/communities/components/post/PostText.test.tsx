import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { linkify } from './linkify';
import { PostText } from './PostText';

describe('linkify', () => {
  it('makes links of http(s) and www. addresses, leaving the sentence punctuation out', () => {
    expect(linkify('Veja https://aurora.example/aula?x=1. E www.exemplo.com, ok')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://aurora.example/aula?x=1', href: 'https://aurora.example/aula?x=1' },
      { kind: 'text', text: '. E ' },
      { kind: 'link', text: 'www.exemplo.com', href: 'https://www.exemplo.com' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('keeps a closing parenthesis the address opened, and drops one the sentence opened', () => {
    expect(linkify('(https://pt.wikipedia.org/wiki/Luz_(física))').map((p) => p.text)).toEqual([
      '(',
      'https://pt.wikipedia.org/wiki/Luz_(física)',
      ')',
    ]);
    expect(linkify('(veja https://a.example)').map((p) => p.text)).toEqual(['(veja ', 'https://a.example', ')']);
  });

  it('links no other scheme', () => {
    expect(linkify('javascript:alert(1) ftp://x.example data:text/html,hi').every((p) => p.kind === 'text')).toBe(true);
  });
});

describe('PostText', () => {
  it('renders a member’s text as text: a <script> stays words, line breaks stay, links leave with noopener nofollow ugc', () => {
    const text = '<script>alert("oi")</script>\n<img src=x onerror=alert(1)>\nMeu portfólio: https://fotos.example/joao';
    const { container } = renderShell(<PostText text={text} />);

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const paragraph = screen.getByText(/<script>alert\("oi"\)<\/script>/);
    expect(paragraph.textContent).toBe(text);
    expect(getComputedStyle(paragraph).whiteSpace).toBe('pre-wrap');

    const link = screen.getByRole('link', { name: 'https://fotos.example/joao' });
    expect(link).toHaveAttribute('href', 'https://fotos.example/joao');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  });
});
