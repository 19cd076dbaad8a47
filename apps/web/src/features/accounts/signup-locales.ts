import { defineStrings } from '../../lib/locales/types';

/**
 * Open sign-up's public strings: the /cadastro page and the login page's "Criar conta" link.
 * `closed` and `sent` are SIGNUP_TRANSLATIONS' texts written out: that table sits beside Zod schemas
 * (accounts/signup.ts), which the start-up bundle these strings load with keeps out; a test holds
 * them equal (SignupPage.test.tsx).
 */
export default defineStrings({
  pt: {
    signup: {
      loginLink: 'Criar conta',
      noAccount: 'Ainda não tem conta?',
      title: 'Criar conta',
      intro: 'Crie sua conta em {{school}}. Enviaremos um link para o seu e-mail para confirmar o cadastro.',
      name: 'Nome',
      namePlaceholder: 'Seu nome completo',
      password: 'Senha',
      passwordHint: 'Pelo menos 8 caracteres.',
      confirmation: 'Confirme a senha',
      showPassword: 'Mostrar ou ocultar o que foi digitado',
      submit: 'Criar conta',
      haveAccount: 'Já tem conta?',
      signIn: 'Entrar',
      sentTitle: 'Confira seu e-mail',
      sentNote: 'Veja também a caixa de spam. O link vale por 7 dias e pode ser usado uma vez.',
      closedTitle: 'Cadastro fechado',
      closedNote: 'Se você já tem uma conta, entre pela página de login.',
      closed: 'O cadastro nesta escola está fechado',
      sent: 'Enviamos um link de confirmação para o seu e-mail. Abra-o para começar.',
    },
  },
  en: {
    signup: {
      loginLink: 'Create account',
      noAccount: 'No account yet?',
      title: 'Create account',
      intro: 'Create your account at {{school}}. We will send a link to your e-mail to confirm the sign-up.',
      name: 'Name',
      namePlaceholder: 'Your full name',
      password: 'Password',
      passwordHint: 'At least 8 characters.',
      confirmation: 'Confirm the password',
      showPassword: 'Show or hide what was typed',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      sentTitle: 'Check your e-mail',
      sentNote: 'Look in the spam folder too. The link is valid for 7 days and works once.',
      closedTitle: 'Sign-up closed',
      closedNote: 'If you already have an account, sign in on the login page.',
      closed: 'Sign-up is closed at this school',
      sent: 'We sent a confirmation link to your e-mail. Open it to get started.',
    },
  },
  es: {
    signup: {
      loginLink: 'Crear cuenta',
      noAccount: '¿Aún no tienes cuenta?',
      title: 'Crear cuenta',
      intro: 'Crea tu cuenta en {{school}}. Enviaremos un enlace a tu correo para confirmar el registro.',
      name: 'Nombre',
      namePlaceholder: 'Tu nombre completo',
      password: 'Contraseña',
      passwordHint: 'Al menos 8 caracteres.',
      confirmation: 'Confirma la contraseña',
      showPassword: 'Mostrar u ocultar lo escrito',
      submit: 'Crear cuenta',
      haveAccount: '¿Ya tienes cuenta?',
      signIn: 'Iniciar sesión',
      sentTitle: 'Revisa tu correo',
      sentNote: 'Mira también la carpeta de spam. El enlace es válido durante 7 días y funciona una vez.',
      closedTitle: 'Registro cerrado',
      closedNote: 'Si ya tienes una cuenta, inicia sesión en la página de inicio de sesión.',
      closed: 'El registro en esta escuela está cerrado',
      sent: 'Enviamos un enlace de confirmación a tu correo. Ábrelo para empezar.',
    },
  },
});
