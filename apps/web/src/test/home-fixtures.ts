import type { HomeCarousel, HomeItem } from '@trilha/shared/home/schemas';
import { vi } from 'vitest';

export const item = (over: Partial<HomeItem> = {}): HomeItem => ({
  kind: 'course',
  id: 11,
  title: 'Marketing Digital',
  image: null,
  href: '/courses/11',
  course_id: 11,
  course_title: null,
  module_title: null,
  locked: false,
  progress: null,
  ...over,
});

export const carousel = (over: Partial<HomeCarousel> = {}): HomeCarousel => ({
  id: 1,
  tenant_id: 1,
  title: 'Destaques',
  description: '',
  type: '1',
  custom: 1,
  type_content: null,
  card_type: 'horizontal',
  carousel_type: 'Regular',
  cards_per_group: 0,
  cards_per_group_mobile: 0,
  autoplay: 0,
  autoplay_time: 4,
  font_title: '',
  weight_title: 900,
  size_title: 27,
  font_description: '',
  weight_description: 300,
  size_description: 18,
  published: 1,
  order: 1,
  system: false,
  items: [item()],
  total_items: 1,
  ...over,
});

/**
 * jsdom lacks IntersectionObserver, which embla reads to know the slides in view and the home reads
 * to load deferred rows; `inView` makes every observed element report itself in view at once.
 */
export function stubIntersectionObserver({ inView = false }: { inView?: boolean } = {}) {
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (inView) this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
}
