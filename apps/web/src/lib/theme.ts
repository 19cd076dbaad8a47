import { createTheme, Loader, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { fontStack, loadFont } from './fonts';

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount) + target * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const isHex = (value: string | null | undefined): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Ten shades around the school's colour, light to dark, with the colour itself at index 6. */
function shades(hex: string): MantineColorsTuple {
  const safe = isHex(hex) ? hex : '#7C3AED';
  return [0.9, 0.75, 0.6, 0.45, 0.3, 0.15]
    .map((a) => mix(safe, 255, a))
    .concat([safe, mix(safe, 0, 0.15), mix(safe, 0, 0.3), mix(safe, 0, 0.45)]) as unknown as MantineColorsTuple;
}

/** Mantine's theme from the school, or, until /api/tenant answers, from the theme remembered for this host. */
export function buildTheme(tenant: TenantReply | undefined, remembered: RememberedTheme | null = null) {
  const primary = tenant?.theme.primary_color ?? remembered?.primary_color ?? '#7C3AED';
  const font = fontStack(tenant?.theme.font_primary ?? remembered?.font_primary ?? 'Inter');
  return createTheme({
    primaryColor: 'school',
    primaryShade: 6,
    // A light school colour (Boreal's sky blue) needs dark text on filled buttons, badges and avatars.
    autoContrast: true,
    colors: { school: shades(primary) },
    fontFamily: font,
    headings: { fontFamily: font },
    defaultRadius: 'md',
    breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
    components: {
      // A loader is a bare span: the name its aria-label gives it needs a role (axe's
      // aria-prohibited-attr, seen when /notifications loads its next page as axe looks).
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    },
  });
}

function rgba(hex: string, opacity: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/**
 * The school's text colour as Mantine's dark-scheme text (spec 002 §2 text colour), and the
 * "light" buttons, badges and icons in the school's colour made to stand out on the dark page:
 * Mantine's own 15% tint of a deep colour (Aurora's purple) is hardly apart from black, so a
 * "Ir para a página inicial" or "Escolher foto" read as dark on black. A 30% tint with text in a
 * pale shade of the colour keeps the school's hue and a contrast well over 4.5:1 for any colour.
 */
export function themeCssVariables(textColor: string | undefined, primaryColor: string | undefined): CSSVariablesResolver {
  // Field errors in red.4, not Mantine's red.8: that one reads under 4.5:1 on the dark page (axe).
  const dark: Record<string, string> = {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...(isHex(textColor) ? { '--mantine-color-text': textColor } : {}),
  };
  if (isHex(primaryColor)) {
    const tint = shades(primaryColor);
    dark['--mantine-color-school-light'] = rgba(primaryColor, 0.3);
    dark['--mantine-color-school-light-hover'] = rgba(primaryColor, 0.4);
    dark['--mantine-color-school-light-color'] = tint[1];
  }
  return () => ({ variables: {}, light: {}, dark });
}

/** What a school's look needs before React renders: kept per host, read by public/theme-boot.js. */
export type RememberedTheme = {
  name: string;
  primary_color: string;
  text_color: string;
  font_primary: string;
  /** A preset image path, #000000 (removed) or null (never set): both of the latter show the app's default. */
  background: string | null;
};

const storageKey = () => `trilha-theme:${location.host}`;

/**
 * The page background and font as CSS variables on <html>: global.css paints them behind every
 * page. public/theme-boot.js sets the same variables from local storage before React starts.
 */
export function applyTheme(theme: RememberedTheme) {
  const root = document.documentElement.style;
  root.setProperty('--trilha-font', fontStack(theme.font_primary));
  // Only the preset paths become CSS; #000000 (removed) and null leave the app's own dark background.
  const image = theme.background && /^\/backgrounds\/[a-z0-9-]+\.webp$/.test(theme.background) ? theme.background : null;
  if (image) root.setProperty('--trilha-background-image', `url("${image}")`);
  else root.removeProperty('--trilha-background-image');
  void loadFont(theme.font_primary);
}

export function themeOf(tenant: TenantReply): RememberedTheme {
  return {
    name: tenant.name,
    primary_color: tenant.theme.primary_color,
    text_color: tenant.theme.text_color,
    font_primary: tenant.theme.font_primary,
    background: tenant.theme.background_color_primary,
  };
}

/** The theme saved for this host on the last visit, or null. */
export function readRememberedTheme(): RememberedTheme | null {
  try {
    // Storage is anyone's to edit: each field is checked before it is used.
    const value = JSON.parse(localStorage.getItem(storageKey()) ?? 'null') as Partial<Record<keyof RememberedTheme, unknown>> | null;
    if (!value || typeof value.primary_color !== 'string' || typeof value.font_primary !== 'string') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      name: text(value.name),
      primary_color: value.primary_color,
      text_color: text(value.text_color),
      font_primary: value.font_primary,
      background: typeof value.background === 'string' ? value.background : null,
    };
  } catch {
    return null;
  }
}

/** Spec 000 §3: local storage keeps a per-host custom theme (name, primary_color, text_color, and here font and background). */
export function rememberTheme(tenant: TenantReply) {
  try {
    localStorage.setItem(storageKey(), JSON.stringify(themeOf(tenant)));
  } catch {
    // Private mode or full storage: the theme still applies, only the first paint is unthemed.
  }
}

/** Points the tab's icon at the school's favicon (or its square logo), when it has one. */
export function applyFavicon(tenant: TenantReply) {
  const href = tenant.theme.favicon ?? tenant.theme.logo_square;
  if (!href) return;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.appendChild(icon);
  }
  icon.removeAttribute('type');
  icon.href = href;
}
