import { textsIn } from '@trilha/shared/platform/translations';
import { SIGNUP_TRANSLATIONS } from '@trilha/shared/accounts/signup';
import { defineStrings } from '../../lib/locales/types';

/** The edit panel's "Cadastro" section: open sign-up's switch, products and link. */
export default defineStrings({
  pt: {
    signupAdmin: {
      intro: 'Deixe que novos alunos criem a própria conta, sem precisar adicioná-los um a um.',
      open: 'Cadastro aberto',
      openHint:
        'Qualquer pessoa pode criar uma conta pelo link "Criar conta" da página de login. A conta só começa depois que a pessoa confirma o e-mail.',
      products: 'Produtos do cadastro',
      productsHint: 'Quem se cadastra recebe estes produtos. Sem produtos, a conta começa sem acesso a cursos.',
      productsFailed: 'Não foi possível carregar os produtos da escola.',
      link: 'Link da página de cadastro',
      linkHint: 'Compartilhe este link. Ele só funciona enquanto o cadastro estiver aberto.',
      copy: 'Copiar link',
      copied: 'Link copiado.',
      copyFailed: 'Não foi possível copiar. O link é {{url}}',
      failed: 'Não foi possível carregar o cadastro.',
      saveFailed: 'Não foi possível salvar o cadastro.',
      // The shared messages (SIGNUP_MESSAGES keys): the toast and the server's refusals.
      messages: textsIn(SIGNUP_TRANSLATIONS, 'pt'),
    },
  },
  en: {
    signupAdmin: {
      intro: 'Let new students create their own account, without adding them one by one.',
      open: 'Open sign-up',
      openHint:
        'Anyone can create an account through the "Create account" link on the login page. The account starts only once the person confirms their e-mail.',
      products: 'Sign-up products',
      productsHint: 'Whoever signs up receives these products. Without products, the account starts with no access to courses.',
      productsFailed: 'The school’s products could not be loaded.',
      link: 'Sign-up page link',
      linkHint: 'Share this link. It only works while sign-up is open.',
      copy: 'Copy link',
      copied: 'Link copied.',
      copyFailed: 'Could not copy. The link is {{url}}',
      failed: 'The sign-up setting could not be loaded.',
      saveFailed: 'The sign-up setting could not be saved.',
      messages: textsIn(SIGNUP_TRANSLATIONS, 'en'),
    },
  },
  es: {
    signupAdmin: {
      intro: 'Deja que los nuevos alumnos creen su propia cuenta, sin tener que añadirlos uno a uno.',
      open: 'Registro abierto',
      openHint:
        'Cualquier persona puede crear una cuenta desde el enlace "Crear cuenta" de la página de inicio de sesión. La cuenta solo empieza cuando la persona confirma su correo.',
      products: 'Productos del registro',
      productsHint: 'Quien se registra recibe estos productos. Sin productos, la cuenta empieza sin acceso a cursos.',
      productsFailed: 'No se pudieron cargar los productos de la escuela.',
      link: 'Enlace de la página de registro',
      linkHint: 'Comparte este enlace. Solo funciona mientras el registro esté abierto.',
      copy: 'Copiar enlace',
      copied: 'Enlace copiado.',
      copyFailed: 'No se pudo copiar. El enlace es {{url}}',
      failed: 'No se pudo cargar el registro.',
      saveFailed: 'No se pudo guardar el registro.',
      messages: textsIn(SIGNUP_TRANSLATIONS, 'es'),
    },
  },
});
