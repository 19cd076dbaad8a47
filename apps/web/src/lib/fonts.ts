import { FONT_FAMILIES, type FontFamily } from '@trilha/shared/appearance/constants';

/**
 * Each family's CSS from @fontsource, imported on demand so a school downloads only its own font
 * (served from our origin: no font CDN). Weights: body 400, Mantine's semibold 600 and bold 700.
 */
const loaders: Record<FontFamily, () => Promise<unknown[]>> = {
  Poppins: () =>
    Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/600.css'), import('@fontsource/poppins/700.css')]),
  Inter: () => Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/600.css'), import('@fontsource/inter/700.css')]),
  Aboreto: () => Promise.all([import('@fontsource/aboreto/400.css')]),
  Roboto: () =>
    Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/600.css'), import('@fontsource/roboto/700.css')]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/400.css'),
      import('@fontsource/open-sans/600.css'),
      import('@fontsource/open-sans/700.css'),
    ]),
  Lato: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/400.css'),
      import('@fontsource/montserrat/600.css'),
      import('@fontsource/montserrat/700.css'),
    ]),
  Oswald: () =>
    Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/600.css'), import('@fontsource/oswald/700.css')]),
};

export const isFontFamily = (value: string): value is FontFamily => (FONT_FAMILIES as readonly string[]).includes(value);

const loaded = new Map<FontFamily, Promise<unknown>>();
/** Loads a family's CSS once; unknown names are ignored (the fallback stack still applies). */
export function loadFont(family: string): Promise<unknown> {
  if (!isFontFamily(family)) return Promise.resolve();
  let promise = loaded.get(family);
  if (!promise) {
    promise = loaders[family]().catch(() => loaded.delete(family));
    loaded.set(family, promise);
  }
  return promise;
}

/** The CSS font-family value for a school font, with a system fallback while it loads. */
export const fontStack = (family: string) =>
  `"${isFontFamily(family) ? family : 'Inter'}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/**
 * The lighter and medium weights the marquee offers (spec 001 §9: 100 to 600), beyond the 400/600/700
 * every family loads above; only those the family publishes (the browser uses the nearest otherwise).
 */
const extraWeights: Partial<Record<FontFamily, Partial<Record<number, () => Promise<unknown>>>>> = {
  Inter: {
    100: () => import('@fontsource/inter/100.css'),
    200: () => import('@fontsource/inter/200.css'),
    300: () => import('@fontsource/inter/300.css'),
    500: () => import('@fontsource/inter/500.css'),
  },
  Lato: { 100: () => import('@fontsource/lato/100.css'), 300: () => import('@fontsource/lato/300.css') },
  Montserrat: {
    100: () => import('@fontsource/montserrat/100.css'),
    200: () => import('@fontsource/montserrat/200.css'),
    300: () => import('@fontsource/montserrat/300.css'),
    500: () => import('@fontsource/montserrat/500.css'),
  },
  'Open Sans': { 300: () => import('@fontsource/open-sans/300.css'), 500: () => import('@fontsource/open-sans/500.css') },
  Oswald: {
    200: () => import('@fontsource/oswald/200.css'),
    300: () => import('@fontsource/oswald/300.css'),
    500: () => import('@fontsource/oswald/500.css'),
  },
  Poppins: {
    100: () => import('@fontsource/poppins/100.css'),
    200: () => import('@fontsource/poppins/200.css'),
    300: () => import('@fontsource/poppins/300.css'),
    500: () => import('@fontsource/poppins/500.css'),
  },
  Roboto: {
    100: () => import('@fontsource/roboto/100.css'),
    200: () => import('@fontsource/roboto/200.css'),
    300: () => import('@fontsource/roboto/300.css'),
    500: () => import('@fontsource/roboto/500.css'),
  },
};

const loadedWeights = new Map<string, Promise<unknown>>();
/** Loads a family with one more weight (once); unknown families or weights load only the family. */
export function loadFontWeight(family: string, weight: number): Promise<unknown> {
  const base = loadFont(family);
  const loader = isFontFamily(family) ? extraWeights[family]?.[weight] : undefined;
  if (!loader) return base;
  const key = `${family}/${weight}`;
  let promise = loadedWeights.get(key);
  if (!promise) {
    promise = loader().catch(() => loadedWeights.delete(key));
    loadedWeights.set(key, promise);
  }
  return Promise.all([base, promise]);
}
