/**
 * Reads back the .eml files the files mailer writes (RFC 822 as nodemailer composes it): headers,
 * encoded words, multipart bodies, quoted-printable and base64. Enough for our own mail, not a
 * general parser; the outbox script and the tests read mail through it.
 */

export type ParsedMail = {
  /** Header names in lower case, folded lines joined, encoded words decoded. */
  headers: Map<string, string>;
  date: Date | null;
  to: string;
  subject: string;
  /** The first text/plain and text/html parts, decoded ('' when absent). */
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

export function parseEml(raw: string | Buffer): ParsedMail {
  // Decoded as latin1 so every byte survives until a part's charset is known.
  const source = typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  const root = splitPart(source.replace(/\r\n/g, '\n'));
  const leaves = flatten(root);
  const body = (type: string) => {
    const leaf = leaves.find((part) => contentType(part).type === type);
    return leaf ? decodeBody(leaf) : '';
  };
  const date = new Date(root.headers.get('date') ?? '');
  return {
    headers: root.headers,
    date: Number.isNaN(date.getTime()) ? null : date,
    to: root.headers.get('to') ?? '',
    subject: root.headers.get('subject') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
  };
}

/** Every http(s) link of the mail, text part first, html hrefs after, each once. */
export function linksIn(mail: Pick<ParsedMail, 'text' | 'html'>): string[] {
  const fromText = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const fromHtml = [...mail.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].flatMap((m) => (m[1] ? [m[1].replace(/&amp;/g, '&')] : []));
  return [...new Set([...fromText, ...fromHtml])];
}

function splitPart(source: string): Part {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const headers = new Map<string, string>();
  // A line starting with white space continues the header above it (RFC 5322 folding).
  for (const line of head.replace(/\n(?=[ \t])/g, '').split('\n')) {
    const colon = line.indexOf(':');
    // Raw UTF-8 in a header (no encoded word) is read as UTF-8 too.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(value));
  }
  return { headers, body: end === -1 ? '' : source.slice(end + 2) };
}

function contentType(part: Part): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (part.headers.get('content-type') ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq > 0)
      params.set(
        param.slice(0, eq).trim().toLowerCase(),
        param
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The leaf parts of a (possibly nested) multipart body, in order. */
function flatten(part: Part): Part[] {
  const { type, params } = contentType(part);
  const boundary = params.get('boundary');
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // Before the first boundary is the preamble; from the closing `--boundary--` on, the epilogue.
  const inner = sections.slice(1).filter((section) => !section.startsWith('--'));
  return inner.flatMap((section) => flatten(splitPart(section.replace(/^[ \t]*\n/, '').replace(/\n$/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, contentType(part).params.get('charset'));
}

/** Quoted-printable (RFC 2045) to bytes: `=XX` is a byte, `=` at a line's end joins it to the next. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/=\r?\n/g, '');
  const chunks: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    chunks.push(Buffer.from(joined.slice(last, match.index), 'latin1'), Buffer.from([parseInt(match[0].slice(1), 16)]));
    last = match.index + 3;
  }
  chunks.push(Buffer.from(joined.slice(last), 'latin1'));
  return Buffer.concat(chunks);
}

/** Encoded words (RFC 2047) in a header value: `=?UTF-8?Q?Ol=C3=A1?=` -> `Olá`. */
export function decodeWords(value: string): string {
  // White space between two adjacent encoded words is part of the folding, not of the text.
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) =>
      decodeCharset(
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, '=20')),
        charset.replace(/\*.*$/, ''),
      ),
    );
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
