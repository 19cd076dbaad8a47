import type { Translations } from '../platform/translations';
import { LOGIN_PAGE_MESSAGES } from './constants';

/** Every login-page rule's message in pt (spec 002 §5, LOGIN_PAGE_MESSAGES), en and es: the server's replies and the web's texts. */
export const LOGIN_PAGE_TRANSLATIONS = {
  ctaTitleMissing: {
    pt: LOGIN_PAGE_MESSAGES.ctaTitleMissing,
    en: 'Add a title for the custom button',
    es: 'Agrega un título para el botón personalizado',
  },
  ctaLinkMissing: {
    pt: LOGIN_PAGE_MESSAGES.ctaLinkMissing,
    en: 'Add the link for the custom button',
    es: 'Agrega el enlace para el botón personalizado',
  },
  ctaLinkInvalid: {
    pt: LOGIN_PAGE_MESSAGES.ctaLinkInvalid,
    en: 'Enter a valid link starting with http:// or https://',
    es: 'Ingresa un enlace válido que empiece con http:// o https://',
  },
  loginTextRequired: {
    pt: LOGIN_PAGE_MESSAGES.loginTextRequired,
    en: 'Enter the login page title',
    es: 'Ingresa el título de la página de inicio de sesión',
  },
  redirectRequired: {
    pt: LOGIN_PAGE_MESSAGES.redirectRequired,
    en: 'Choose where students go after signing in',
    es: 'Indica a dónde va el alumno después de acceder',
  },
  redirectInvalid: {
    pt: LOGIN_PAGE_MESSAGES.redirectInvalid,
    en: 'Use a path on this site starting with / or an http(s) address',
    es: 'Usa una ruta de este sitio que empiece con / o una dirección http(s)',
  },
  bannerInvalid: {
    pt: LOGIN_PAGE_MESSAGES.bannerInvalid,
    en: 'Upload the background image with the upload button',
    es: 'Sube la imagen de fondo con el botón de carga',
  },
  themeInvalid: { pt: LOGIN_PAGE_MESSAGES.themeInvalid, en: 'Choose one of the three templates', es: 'Elige una de las tres plantillas' },
  placementInvalid: {
    pt: LOGIN_PAGE_MESSAGES.placementInvalid,
    en: 'Choose left, center or right',
    es: 'Elige izquierda, centro o derecha',
  },
  opacityInvalid: {
    pt: LOGIN_PAGE_MESSAGES.opacityInvalid,
    en: 'Opacity goes from 0 to 100 in steps of 10',
    es: 'La opacidad va de 0 a 100, de 10 en 10',
  },
} as const satisfies Translations<typeof LOGIN_PAGE_MESSAGES>;
