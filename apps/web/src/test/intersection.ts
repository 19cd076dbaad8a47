import { vi } from 'vitest';

const nothing = () => undefined;

/**
 * What jsdom lacks and the feed uses: IntersectionObserver, which reports here what the test says
 * (`show(true)` puts every observed element in view: the sentinel reached; `show(false)` takes it
 * out), and document.fonts, which Mantine's growing textareas listen to.
 */
export function controlIntersection() {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: nothing, removeEventListener: nothing } });
  }
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve = nothing;
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    show(inView: boolean) {
      for (const { callback, targets } of observers) {
        callback(
          targets.map((target) => ({ isIntersecting: inView, target }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}
