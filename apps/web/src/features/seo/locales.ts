import { textsIn } from '@trilha/shared/platform/translations';
import { SEO_TRANSLATIONS } from '@trilha/shared/seo/messages';
import { defineStrings } from '../../lib/locales/types';

export default defineStrings({
  pt: {
    seo: {
      // The messages the schema and the server send (SEO_MESSAGES keys), from the one shared table.
      ...textsIn(SEO_TRANSLATIONS, 'pt'),
      intro: 'O nome e a descrição aparecem na aba do navegador, nos buscadores e nas prévias de links compartilhados.',
      name: 'Nome da plataforma',
      namePlaceholder: 'Ex.: Escola Aurora',
      description: 'Descrição',
      descriptionPlaceholder: 'Conte em uma frase o que a sua escola ensina',
      counter: '{{count}}/{{max}}',
      preview: 'Prévia nos buscadores',
    },
  },
  en: {
    seo: {
      // The messages the schema and the server send (SEO_MESSAGES keys), from the one shared table.
      ...textsIn(SEO_TRANSLATIONS, 'en'),
      intro: 'The name and description show in the browser tab, in search engines and in previews of shared links.',
      name: 'Platform name',
      namePlaceholder: 'E.g. Aurora School',
      description: 'Description',
      descriptionPlaceholder: 'Say in one sentence what your school teaches',
      counter: '{{count}}/{{max}}',
      preview: 'Search engine preview',
    },
  },
  es: {
    seo: {
      // The messages the schema and the server send (SEO_MESSAGES keys), from the one shared table.
      ...textsIn(SEO_TRANSLATIONS, 'es'),
      intro:
        'El nombre y la descripción aparecen en la pestaña del navegador, en los buscadores y en las vistas previas de enlaces compartidos.',
      name: 'Nombre de la plataforma',
      namePlaceholder: 'Ej.: Escuela Aurora',
      description: 'Descripción',
      descriptionPlaceholder: 'Cuenta en una frase lo que enseña tu escuela',
      counter: '{{count}}/{{max}}',
      preview: 'Vista previa en buscadores',
    },
  },
});
