import { escapeHtml } from '../../platform/mail/render';
import type { OutboxMail } from './repo';

/** Pages without a script (the CSP allows none inline) and with every value escaped. */
const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#18181b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e4e4e7;vertical-align:top}
a{color:#1d4ed8}iframe{width:100%;height:36rem;border:1px solid #e4e4e7;border-radius:.5rem;background:#fff}
pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f5;padding:1rem;border-radius:.5rem}.muted{color:#71717a}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const when = (date: Date) => escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC');

export function outboxListPage(schoolName: string, mails: OutboxMail[]): string {
  const rows = mails
    .map((m) => `<tr><td>${when(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject || '(sem assunto)')}</a></td></tr>`)
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th>Quando</th><th>Para</th><th>Assunto</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">Nenhum e-mail enviado ainda.</p>';
  return layout(
    'Caixa de saída',
    `<h1>Caixa de saída: ${escapeHtml(schoolName)}</h1><p class="muted">E-mails guardados localmente (sem SMTP_URL), os ${mails.length} mais recentes.</p>${table}`,
  );
}

/**
 * The mail's HTML runs in a sandboxed srcdoc frame: no scripts, an opaque origin, and links open
 * in a new tab (allow-popups) so a magic link can be followed from here.
 */
export function outboxMailPage(mail: OutboxMail): string {
  const srcdoc = `<base target="_blank">${mail.html}`;
  return layout(
    mail.subject || 'E-mail',
    `<p><a href="/dev/outbox">← Caixa de saída</a></p><h1>${escapeHtml(mail.subject || '(sem assunto)')}</h1>` +
      `<p><strong>Para:</strong> ${escapeHtml(mail.to)}<br><strong>Quando:</strong> ${when(mail.createdAt)}</p>` +
      `<iframe title="Conteúdo do e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>` +
      `<h2>Texto</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}
