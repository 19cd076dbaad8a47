/**
 * Words that travel in a domain event's payload (docs/communities.md "Events").
 *
 * A lone UTF-16 surrogate (valid in a JSON string, not in text) becomes U+FFFD: PostgreSQL's jsonb
 * refuses it, and the words of a post or comment travel in their event's payload.
 */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** How much of a comment an event carries, for a notification's preview. */
const EXCERPT_CHARS = 200;

/** The first characters by code point, so an emoji is never cut in half. */
export const excerptOf = (text: string) => Array.from(text).slice(0, EXCERPT_CHARS).join('');
