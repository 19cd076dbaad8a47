import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { DrawerCustomLinks, HeaderCustomLinks } from './CustomLinks';

// A link to the school's own page (what the community picker saves) stays relative, so it opens on
// the student's own origin, http or https; other links open as https:// (docs/seo-and-links.md).
const LINKS = [
  { id: 1, title: 'Turma', url: '/comunidade/1/3', order: 1 },
  { id: 2, title: 'Blog', url: 'blog.example.com/x', order: 2 },
];

describe('custom links in the header and the drawer', () => {
  it.each([
    ['header', <HeaderCustomLinks key="h" tenantId={1} />],
    ['drawer', <DrawerCustomLinks key="d" tenantId={1} onFollow={() => {}} />],
  ])('%s: a path of the school stays relative, an external link opens as https://', async (_where, ui) => {
    const { queryClient } = renderShell(ui);
    act(() => {
      queryClient.setQueryData(['links', 1], { data: LINKS });
    });
    expect(await screen.findByRole('link', { name: /^Turma/ })).toHaveAttribute('href', '/comunidade/1/3?custom-links=true');
    expect(screen.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', 'https://blog.example.com/x?custom-links=true');
  });
});
