import { defineStrings } from '../../lib/locales/types';

/** "Página de login" section of the edit panel, and the real login page's own extras. */
export default defineStrings({
  pt: {
    loginPage: {
      screen: {
        or: 'ou',
        magicLink: 'Receber link de acesso por e-mail',
        usePassword: 'Voltar para e-mail e senha',
        newTab: '(abre em nova aba)',
      },
    },
  },
  en: {
    loginPage: {
      screen: {
        or: 'or',
        magicLink: 'Get an access link by e-mail',
        usePassword: 'Back to e-mail and password',
        newTab: '(opens in a new tab)',
      },
    },
  },
  es: {
    loginPage: {
      screen: {
        or: 'o',
        magicLink: 'Recibir enlace de acceso por correo',
        usePassword: 'Volver a correo y contraseña',
        newTab: '(se abre en otra pestaña)',
      },
    },
  },
});
