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
