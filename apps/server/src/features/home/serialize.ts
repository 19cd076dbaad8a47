import type { CarouselView } from './presenter';

/**
 * The home reply is the largest of the app (six eager carousels of 12 cards plus the headers of
 * every other), and almost all of it is the school's shared cards. Those are serialized once, when the snapshot is built,
 * and the reply is joined from the pieces: no per-request validation and stringify of a thousand
 * objects. Objects made for one user (a card with their progress or next lesson) are serialized
 * as they come. home.test.ts parses the joined reply with the contract's schema.
 */
const serialized = new WeakMap<object, string>();

export function serializedOnce<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

const json = (value: object) => serialized.get(value) ?? JSON.stringify(value);

/** `{"data":[...]}` with each carousel's header and cards taken from the cache where they are shared. */
export function serializeHomeCarousels(list: readonly CarouselView[]): string {
  const parts: string[] = [];
  for (const { header, items, total } of list) {
    const head = json(header);
    const cards = items.map(json).join(',');
    parts.push(`${head.slice(0, -1)},"items":[${cards}],"total_items":${total}}`);
  }
  return `{"data":[${parts.join(',')}]}`;
}
