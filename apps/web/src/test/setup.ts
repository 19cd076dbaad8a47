import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
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
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- missing in jsdom despite the DOM types
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, @typescript-eslint/unbound-method -- missing in jsdom despite the DOM types; only checked, never called unbound
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
