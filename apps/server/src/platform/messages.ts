import type { Language } from '@trilha/shared/platform/http';

/** Messages the server writes itself; Portuguese first, like the spec. */
const messages = {
  unauthenticated: { pt: 'Faça login para continuar.', en: 'Please sign in to continue.', es: 'Inicia sesión para continuar.' },
  forbidden: {
    pt: 'Você não tem permissão para esta ação.',
    en: 'You are not allowed to do this.',
    es: 'No tienes permiso para esta acción.',
  },
  notFound: { pt: 'Não encontrado.', en: 'Not found.', es: 'No encontrado.' },
  tenantNotFound: { pt: 'Escola não encontrada.', en: 'School not found.', es: 'Escuela no encontrada.' },
  invalidRequest: { pt: 'Requisição inválida.', en: 'Invalid request.', es: 'Solicitud inválida.' },
  tooLarge: {
    pt: 'O arquivo excede o tamanho máximo permitido.',
    en: 'The file exceeds the maximum allowed size.',
    es: 'El archivo supera el tamaño máximo permitido.',
  },
  unsupportedMediaType: { pt: 'Tipo de arquivo não suportado.', en: 'Unsupported file type.', es: 'Tipo de archivo no admitido.' },
  rateLimited: {
    pt: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    en: 'Too many attempts. Wait a moment and try again.',
    es: 'Demasiados intentos. Espera un poco e inténtalo de nuevo.',
  },
  invalidCharacters: {
    pt: 'O texto contém caracteres inválidos.',
    en: 'The text contains invalid characters.',
    es: 'El texto contiene caracteres inválidos.',
  },
  internal: { pt: 'Erro interno. Tente novamente.', en: 'Internal error. Please try again.', es: 'Error interno. Inténtalo de nuevo.' },
  invalidCredentials: { pt: 'E-mail ou senha incorretos.', en: 'Wrong e-mail or password.', es: 'Correo o contraseña incorrectos.' },
  crossSite: { pt: 'Requisição de outra origem recusada.', en: 'Cross-site request refused.', es: 'Solicitud de otro origen rechazada.' },
  lessonLocked: {
    pt: 'Esta aula está bloqueada para você.',
    en: 'This lesson is locked for you.',
    es: 'Esta clase está bloqueada para ti.',
  },
  uploadMissing: { pt: 'Envie um arquivo.', en: 'Please send a file.', es: 'Envía un archivo.' },
  imageUnreadable: {
    pt: 'Não foi possível ler a imagem. Envie outro arquivo.',
    en: 'The image could not be read. Please send another file.',
    es: 'No se pudo leer la imagen. Envía otro archivo.',
  },
  imageDimensionsTooLarge: {
    pt: 'A imagem tem dimensões grandes demais.',
    en: 'The image dimensions are too large.',
    es: 'La imagen tiene dimensiones demasiado grandes.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function translate(lang: Language, key: MessageKey): string {
  return messages[key][lang];
}

export function parseLang(cookie: string | undefined): Language {
  return cookie === 'en' || cookie === 'es' ? cookie : 'pt';
}
