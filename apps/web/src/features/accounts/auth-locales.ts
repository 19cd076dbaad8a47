import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { textsIn } from '@trilha/shared/platform/translations';
import { defineStrings } from '../../lib/locales/types';

/** Sign-in by e-mailed link and "Esqueci minha senha": the public pages and the magic-link form. */
export default defineStrings({
  pt: {
    auth: {
      email: 'E-mail',
      emailPlaceholder: 'voce@exemplo.com',
      backToLogin: 'Voltar para o login',
      browseCourses: 'Ver cursos',
      checkInbox: 'Confira sua caixa de entrada (e o spam). O link vale por 15 minutos e pode ser usado uma vez.',
      otherEmail: 'Usar outro e-mail',
      errors: {
        emailRequired: 'Informe o e-mail',
        emailInvalid: 'E-mail inválido',
        // The flows' shared messages (AUTH_FLOW_MESSAGES keys), from the one shared table.
        ...textsIn(AUTH_FLOW_TRANSLATIONS, 'pt'),
      },
      magicForm: {
        title: 'Entrar sem senha',
        intro: 'Receba no seu e-mail um link de acesso à sua conta.',
        submit: 'Enviar link de acesso',
        sent: AUTH_FLOW_TRANSLATIONS.magicLinkSent.pt,
      },
      magicConfirm: {
        title: 'Entrar na sua conta',
        text: 'Você abriu um link de acesso de {{school}}. Para entrar, confirme no botão abaixo.',
        note: 'O link funciona uma única vez.',
        submit: 'Entrar na minha conta',
        invalidTitle: 'Não foi possível entrar',
        newLink: 'Peça um novo link na página de login.',
      },
      forgot: {
        link: 'Esqueci minha senha',
        title: 'Esqueci minha senha',
        intro: 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
        submit: 'Enviar link de redefinição',
        sentTitle: 'Confira seu e-mail',
        sent: AUTH_FLOW_TRANSLATIONS.resetLinkSent.pt,
      },
      choosePassword: {
        title: 'Escolha sua senha',
        intro: 'Sua conta em {{school}} está pronta. Crie uma senha com pelo menos 8 caracteres para entrar nas próximas vezes.',
        submit: 'Salvar senha e continuar',
        success: 'Senha salva. Bons estudos!',
      },
      reset: {
        title: 'Criar nova senha',
        intro:
          'Escolha uma nova senha com pelo menos 8 caracteres. Ao salvar, você entra na sua conta e as outras sessões abertas são encerradas.',
        password: 'Nova senha',
        confirmation: 'Confirme a nova senha',
        showPassword: 'Mostrar ou ocultar o que foi digitado',
        submit: 'Salvar nova senha',
        success: 'Senha alterada com sucesso.',
        invalidTitle: 'Link inválido ou expirado',
        newLink: 'Peça um novo link de redefinição.',
      },
    },
  },
  en: {
    auth: {
      email: 'E-mail',
      emailPlaceholder: 'you@example.com',
      backToLogin: 'Back to sign in',
      browseCourses: 'Browse courses',
      checkInbox: 'Check your inbox (and the spam folder). The link is valid for 15 minutes and works once.',
      otherEmail: 'Use another e-mail',
      errors: {
        emailRequired: 'Enter the e-mail',
        emailInvalid: 'Invalid e-mail',
        // The flows' shared messages (AUTH_FLOW_MESSAGES keys), from the one shared table.
        ...textsIn(AUTH_FLOW_TRANSLATIONS, 'en'),
      },
      magicForm: {
        title: 'Sign in without a password',
        intro: 'Get a sign-in link to your account by e-mail.',
        submit: 'Send sign-in link',
        sent: AUTH_FLOW_TRANSLATIONS.magicLinkSent.en,
      },
      magicConfirm: {
        title: 'Sign in to your account',
        text: 'You opened a sign-in link from {{school}}. To sign in, confirm with the button below.',
        note: 'The link works only once.',
        submit: 'Sign in to my account',
        invalidTitle: 'Could not sign in',
        newLink: 'Ask for a new link on the sign-in page.',
      },
      forgot: {
        link: 'Forgot my password',
        title: 'Forgot my password',
        intro: 'Enter the e-mail of your account and we will send you a link to create a new password.',
        submit: 'Send reset link',
        sentTitle: 'Check your e-mail',
        sent: AUTH_FLOW_TRANSLATIONS.resetLinkSent.en,
      },
      choosePassword: {
        title: 'Choose your password',
        intro: 'Your account at {{school}} is ready. Create a password of at least 8 characters to sign in next time.',
        submit: 'Save password and continue',
        success: 'Password saved. Enjoy your studies!',
      },
      reset: {
        title: 'Create a new password',
        intro: 'Choose a new password with at least 8 characters. When you save, you are signed in and your other open sessions end.',
        password: 'New password',
        confirmation: 'Confirm the new password',
        showPassword: 'Show or hide what was typed',
        submit: 'Save new password',
        success: 'Password changed.',
        invalidTitle: 'Invalid or expired link',
        newLink: 'Ask for a new reset link.',
      },
    },
  },
  es: {
    auth: {
      email: 'Correo electrónico',
      emailPlaceholder: 'tu@ejemplo.com',
      backToLogin: 'Volver al inicio de sesión',
      browseCourses: 'Ver cursos',
      checkInbox: 'Revisa tu bandeja de entrada (y el spam). El enlace vale 15 minutos y se puede usar una vez.',
      otherEmail: 'Usar otro correo',
      errors: {
        emailRequired: 'Informa el correo',
        emailInvalid: 'Correo inválido',
        // The flows' shared messages (AUTH_FLOW_MESSAGES keys), from the one shared table.
        ...textsIn(AUTH_FLOW_TRANSLATIONS, 'es'),
      },
      magicForm: {
        title: 'Entrar sin contraseña',
        intro: 'Recibe en tu correo un enlace de acceso a tu cuenta.',
        submit: 'Enviar enlace de acceso',
        sent: AUTH_FLOW_TRANSLATIONS.magicLinkSent.es,
      },
      magicConfirm: {
        title: 'Entrar en tu cuenta',
        text: 'Abriste un enlace de acceso de {{school}}. Para entrar, confirma con el botón de abajo.',
        note: 'El enlace funciona una sola vez.',
        submit: 'Entrar en mi cuenta',
        invalidTitle: 'No se pudo entrar',
        newLink: 'Pide un nuevo enlace en la página de inicio de sesión.',
      },
      forgot: {
        link: 'Olvidé mi contraseña',
        title: 'Olvidé mi contraseña',
        intro: 'Informa el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
        submit: 'Enviar enlace de restablecimiento',
        sentTitle: 'Revisa tu correo',
        sent: AUTH_FLOW_TRANSLATIONS.resetLinkSent.es,
      },
      choosePassword: {
        title: 'Elige tu contraseña',
        intro: 'Tu cuenta en {{school}} está lista. Crea una contraseña de al menos 8 caracteres para entrar las próximas veces.',
        submit: 'Guardar contraseña y continuar',
        success: 'Contraseña guardada. ¡Buenos estudios!',
      },
      reset: {
        title: 'Crear nueva contraseña',
        intro:
          'Elige una nueva contraseña con al menos 8 caracteres. Al guardar, entras en tu cuenta y se cierran las demás sesiones abiertas.',
        password: 'Nueva contraseña',
        confirmation: 'Confirma la nueva contraseña',
        showPassword: 'Mostrar u ocultar lo escrito',
        submit: 'Guardar nueva contraseña',
        success: 'Contraseña cambiada.',
        invalidTitle: 'Enlace inválido o caducado',
        newLink: 'Pide un nuevo enlace de restablecimiento.',
      },
    },
  },
});
