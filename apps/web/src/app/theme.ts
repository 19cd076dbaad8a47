import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount) + target * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around the school's colour, light to dark, with the colour itself at index 6. */
export function shades(hex: string): MantineColorsTuple {
  const safe = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#7C3AED';
  return [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((a) => mix(safe, 255, a)).concat([safe, mix(safe, 0, 0.15), mix(safe, 0, 0.3), mix(safe, 0, 0.45)]) as unknown as MantineColorsTuple;
}

export function buildTheme(tenant: TenantReply | undefined) {
  return createTheme({
    primaryColor: 'school',
    primaryShade: 6,
    // A light school colour (Boreal's sky blue) needs dark text on filled buttons, badges and avatars.
    autoContrast: true,
    colors: { school: shades(tenant?.theme.primary_color ?? '#7C3AED') },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  });
}

/** Spec 000 §3: local storage keeps a per-host custom theme (name, primary_color, text_color). */
export function rememberTheme(tenant: TenantReply) {
  try {
    localStorage.setItem(
      `trilha-theme:${location.host}`,
      JSON.stringify({ name: tenant.name, primary_color: tenant.theme.primary_color, text_color: tenant.theme.text_color }),
    );
  } catch {
    // Private mode or full storage: the theme still applies, only the first paint is unthemed.
  }
}
