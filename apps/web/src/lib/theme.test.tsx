import { Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

describe("the app's theme", () => {
  it('gives every loader the status role, so the name its aria-label gives is allowed (axe: aria-prohibited-attr)', () => {
    render(
      <MantineProvider theme={buildTheme(undefined)}>
        <Loader aria-label="Carregando" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });
});
