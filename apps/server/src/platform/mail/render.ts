import type { Language } from '@trilha/shared/platform/http';

/** What a feature says in a mail; renderMail lays it out the same way for every school. */
export type MailContent = {
  schoolName: string;
  lang?: Language;
  heading: string;
  paragraphs: string[];
  /** Linked lines after the paragraphs, such as a digest's notifications; http(s) only. */
  lines?: { text: string; url: string }[];
  /** One call to action, such as the magic link; http(s) only. */
  action?: { label: string; url: string };
  /** A line under the action, such as "O link expira em 15 minutos." */
  note?: string;
  /** The school's colour for the button (a hex colour; anything else keeps the neutral one). */
  color?: string;
  /** The footer's way out of this kind of mail (docs/notifications.md "E-mail"). */
  unsubscribe?: { label: string; url: string };
};

const footer: Record<Language, (school: string) => string> = {
  pt: (school) => `Você recebeu este e-mail de ${school}.`,
  en: (school) => `You received this e-mail from ${school}.`,
  es: (school) => `Recibiste este correo de ${school}.`,
};

const copyLink: Record<Language, string> = {
  pt: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  en: 'If the button does not work, copy this address into your browser:',
  es: 'Si el botón no funciona, copia y pega esta dirección en tu navegador:',
};

const htmlLang: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The html and text bodies of a mail: a small table layout with inline styles (what mail clients
 * render reliably), every value escaped, and a text part that carries the same words and link.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const lang = content.lang ?? 'pt';
  const school = escapeHtml(content.schoolName);
  const action = content.action ? { label: content.action.label, url: checkedUrl(content.action.url) } : undefined;
  const unsubscribe = content.unsubscribe ? { label: content.unsubscribe.label, url: checkedUrl(content.unsubscribe.url) } : undefined;
  // Only a plain hex colour reaches the style attribute.
  const buttonColor = content.color && /^#[0-9a-fA-F]{6}$/.test(content.color) ? content.color : '#18181b';
  const lines = (content.lines ?? []).map((l) => ({ text: l.text, url: checkedUrl(l.url) }));
  const paragraphs =
    content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('') +
    (lines.length > 0
      ? `<ul style="margin:0 0 16px;padding:0 0 0 20px;line-height:1.5">` +
        lines
          .map((l) => `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#18181b">${escapeHtml(l.text)}</a></li>`)
          .join('') +
        `</ul>`
      : '');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${buttonColor};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#52525b">${escapeHtml(copyLink[lang])}<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  const note = content.note ? `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(content.note)}</p>` : '';

  const html =
    `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(content.heading)}</title></head>` +
    `<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="padding:24px 32px 8px;font-size:14px;font-weight:bold;color:#52525b">${school}</td></tr>` +
    `<tr><td style="padding:0 32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${button}${note}</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;font-size:12px;color:#71717a">${escapeHtml(footer[lang](content.schoolName))}` +
    (unsubscribe ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#71717a">${escapeHtml(unsubscribe.label)}</a>` : '') +
    `</td></tr>` +
    `</table></td></tr></table></body></html>`;

  const text = [
    content.schoolName,
    content.heading,
    ...content.paragraphs,
    ...lines.map((l) => `- ${l.text}\n  ${l.url}`),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.note ? [content.note] : []),
    `--\n${footer[lang](content.schoolName)}`,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n\n');

  return { html, text: `${text}\n` };
}

/** A mail link must be http(s): anything else (javascript:, data:) is a bug in the caller. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail links must be http(s): ${parsed.protocol}`);
  return parsed.toString();
}
