import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { CarouselRowsSkeleton } from './CarouselRowsSkeleton';

describe('the carousels while they load', () => {
  // A label on a plain div is one axe refuses (aria-prohibited-attr): the browser tests met it when
  // their axe run came before the rows had loaded. The busy placeholder is a named status.
  it.each([false, true])('is a busy status named for the home, and passes axe (bars: %s)', async (bars) => {
    const { container } = renderShell(<CarouselRowsSkeleton bars={bars} />);
    expect(await screen.findByRole('status', { name: 'Carregando a página inicial…' })).toHaveAttribute('aria-busy', 'true');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
