import { defineStrings } from '../../lib/locales/types';

export default defineStrings({
  pt: {
    footer: {
      useTerms: 'Termos de uso',
      landmark: 'Rodapé',
      documentsNav: 'Documentos da escola',
      followOn: '{{school}} no {{network}}',
      rights: '© {{year}} {{school}}',
      privacyTitle: 'Políticas de privacidade',
      backHome: 'Voltar ao início',
      documentMissing: 'Este documento ainda não foi publicado pela escola.',
      documentFailed: 'Não foi possível carregar o documento.',
    },
  },
  en: {
    footer: {
      useTerms: 'Terms of use',
      landmark: 'Footer',
      documentsNav: "School's documents",
      followOn: '{{school}} on {{network}}',
      rights: '© {{year}} {{school}}',
      privacyTitle: 'Privacy policy',
      backHome: 'Back to home',
      documentMissing: 'The school has not published this document yet.',
      documentFailed: 'Could not load the document.',
    },
  },
  es: {
    footer: {
      useTerms: 'Términos de uso',
      landmark: 'Pie de página',
      documentsNav: 'Documentos de la escuela',
      followOn: '{{school}} en {{network}}',
      rights: '© {{year}} {{school}}',
      privacyTitle: 'Políticas de privacidad',
      backHome: 'Volver al inicio',
      documentMissing: 'La escuela aún no ha publicado este documento.',
      documentFailed: 'No se pudo cargar el documento.',
    },
  },
});
