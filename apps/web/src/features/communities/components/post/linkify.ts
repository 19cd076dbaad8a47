/** A piece of a member's text: words as they are, or an address to make a link of. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses and www. ones, up to a space or a character no address ends on. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("veja https://x.com."). */
const TRAILING = /[.,;:!?)\]}'"»”]+$/;

/**
 * Splits plain text into words and links (links clickable, never HTML from the user).
 * Only http(s) becomes a link; a closing parenthesis stays in the address when it opened one
 * (Wikipedia's "Foo_(bar)").
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    let address = match[0].slice(0, match[0].length - trailing.length);
    if (trailing.startsWith(')') && address.includes('(') && !address.includes(')')) address += ')';
    if (address.length <= 'www.'.length || /^https?:\/\/$/i.test(address)) continue;
    // What the address left (the sentence's punctuation) stays text, with what follows.
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    parts.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
