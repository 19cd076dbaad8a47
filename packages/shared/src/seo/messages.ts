import type { Translations } from '../platform/translations';

/*
 * No Zod in this file: the web app's locale files import it at start-up, before App.tsx turns off
 * Zod's JIT, whose `new Function` probe (run when a schema is built) the page's CSP reports.
 */
export const SEO_MESSAGES = {
  nameRequired: 'O campo Nome da plataforma é obrigatório',
  nameTooLong: 'O campo Nome da plataforma deve ter no máximo 191 caracteres.',
  descriptionTooLong: 'A descrição deve ter no máximo 191 caracteres.',
  saved: 'Dados alterados com sucesso!',
  failed: 'Não foi possível atualizar os dados',
} as const;

/** Every SEO message in pt (spec 002 §5, §8, SEO_MESSAGES), en and es: the server's replies and the web's texts. */
export const SEO_TRANSLATIONS = {
  nameRequired: {
    pt: SEO_MESSAGES.nameRequired,
    en: 'The Platform name field is required',
    es: 'El campo Nombre de la plataforma es obligatorio',
  },
  nameTooLong: {
    pt: SEO_MESSAGES.nameTooLong,
    en: 'The Platform name field must have at most 191 characters.',
    es: 'El campo Nombre de la plataforma debe tener como máximo 191 caracteres.',
  },
  descriptionTooLong: {
    pt: SEO_MESSAGES.descriptionTooLong,
    en: 'The description must have at most 191 characters.',
    es: 'La descripción debe tener como máximo 191 caracteres.',
  },
  saved: { pt: SEO_MESSAGES.saved, en: 'Data changed successfully!', es: '¡Datos modificados con éxito!' },
  failed: { pt: SEO_MESSAGES.failed, en: 'The data could not be updated', es: 'No se pudieron actualizar los datos' },
} as const satisfies Translations<typeof SEO_MESSAGES>;
