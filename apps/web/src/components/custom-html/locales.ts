import { defineStrings } from '../../lib/locales/types';

/** What the student's pages say around a school's custom HTML blocks (the blocks speak for themselves). */
export default defineStrings({
  pt: { customHtmlBlocks: { label: 'Conteúdo da escola' } },
  en: { customHtmlBlocks: { label: 'School content' } },
  es: { customHtmlBlocks: { label: 'Contenido de la escuela' } },
});
