import type { Language } from '@trilha/shared/platform/languages';
import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './mail/render';
import { parseLang } from './messages';
import { newNonce } from './security-headers';

/**
 * What a suspended school serves (docs/schools.md): its API answers 403 with a message and every
 * page is one self-contained "unavailable" page. Nothing is deleted; reactivating restores it at
 * once, since the host cache forgets the school on the tenants row's change notice (every process).
 * Still answered: the health check, the operator's calls (the operator reactivates from the
 * console) and Caddy's TLS ask (which answers 404 for a suspended school by itself).
 */
const STILL_SERVED = /^\/api\/(health|operator\/|tls\/ask)/;

const PAGE_TITLE: Record<Language, string> = { pt: 'Escola indisponível', en: 'School unavailable', es: 'Escuela no disponible' };
const PAGE_TEXT: Record<Language, string> = {
  pt: 'Se você estuda aqui, fale com a escola para saber quando ela volta.',
  en: 'If you study here, contact the school to learn when it will be back.',
  es: 'Si estudias aquí, contacta con la escuela para saber cuándo vuelve.',
};

export function registerSchoolAvailability(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant || tenant.active) return;
    const path = request.url;
    if (STILL_SERVED.test(path)) return;
    // The session is not read (the school is closed), so the language comes from its cookie alone.
    const lang = parseLang(request.cookies.lang);
    const message = SCHOOL_TRANSLATIONS.schoolUnavailable[lang];
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(403).header('cache-control', 'no-store').send({ error: message });
    }
    const nonce = newNonce();
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '3600')
      .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`)
      .type('text/html; charset=utf-8')
      .send(unavailablePage({ lang, schoolName: tenant.name, message, nonce }));
  });
}

function unavailablePage(props: { lang: Language; schoolName: string; message: string; nonce: string }): string {
  const htmlLang = props.lang === 'pt' ? 'pt-BR' : props.lang;
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(props.schoolName)} · ${PAGE_TITLE[props.lang]}</title>
<style nonce="${props.nonce}">
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f4f7;color:#1f1f29;font-family:system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.5rem 0;line-height:1.5}.school{color:#55556a;font-size:.95rem}
</style>
</head>
<body>
<main>
<p class="school">${escapeHtml(props.schoolName)}</p>
<h1>${escapeHtml(props.message)}</h1>
<p>${PAGE_TEXT[props.lang]}</p>
</main>
</body>
</html>
`;
}
