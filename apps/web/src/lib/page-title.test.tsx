import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSchoolTitle, usePageTitle } from './page-title';

function Named({ name }: { name: string | undefined }) {
  usePageTitle(name);
  return null;
}

describe('the tab title', () => {
  it("keeps the page's name when the school's name arrives after it (the race /favoritos lost)", () => {
    setSchoolTitle('Escola');
    const view = render(<Named name="Favoritos" />);
    expect(document.title).toBe('Favoritos · Escola');
    setSchoolTitle('Escola Aurora');
    expect(document.title).toBe('Favoritos · Escola Aurora');
    view.unmount();
    expect(document.title).toBe('Escola Aurora');
  });

  it('shows the school alone while the page has no name yet, and the next page keeps its own on the way out of the last', () => {
    setSchoolTitle('Escola Aurora');
    const view = render(<Named name={undefined} />);
    expect(document.title).toBe('Escola Aurora');
    view.rerender(<Named name="Termos de uso" />);
    expect(document.title).toBe('Termos de uso · Escola Aurora');
    const next = render(<Named name="Favoritos" />);
    view.unmount();
    expect(document.title).toBe('Favoritos · Escola Aurora');
    next.unmount();
    expect(document.title).toBe('Escola Aurora');
  });
});
