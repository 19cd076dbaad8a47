import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { setI18n } from 'react-i18next';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The test files share one jsdom (isolate: false in vitest.config.ts), and this file runs before
// each of them: it puts back what an earlier file may have left, so no file depends on the order
// the files run in. Packages from node_modules load once for all files; the app's own modules load
// again for each file, so a file's vi.mock reaches every module that imports the mocked one.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
for (const cookie of document.cookie.split('; ').filter(Boolean)) {
  document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
}
localStorage.clear();
sessionStorage.clear();
Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
document.documentElement.lang = '';
document.body.innerHTML = '';
// i18next's instance outlives the file that started it, but react-i18next's binding to it may not
// (and render-catalog.tsx binds an instance of its own): the app's instance, in Portuguese.
if (i18n.isInitialized) {
  setI18n(i18n);
  void i18n.changeLanguage('pt');
}
// findBy* waits 1 s by default; beside the other test lanes on two cores a render can take longer.
configure({ asyncUtilTimeout: 5000 });

/** Evaluates min-/max-width queries (px or em) against window.innerWidth, which tests may set. */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return kind === 'min' ? width >= px : width <= px;
  });
}

// jsdom has no layout: these are the browser APIs Mantine reads, reduced to what tests need.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// jsdom has neither ResizeObserver nor scrollIntoView, though the DOM types give every browser both.
// oxlint-disable-next-line typescript/no-unnecessary-condition -- missing in jsdom despite the DOM types
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// oxlint-disable-next-line typescript/no-unnecessary-condition, typescript/unbound-method -- missing in jsdom despite the DOM types; only checked, never called unbound
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
// jsdom has no FontFaceSet: Mantine's autosizing Textarea listens on document.fonts for fonts that finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
