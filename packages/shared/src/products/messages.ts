import type { Translations } from '../platform/translations';
import { PRODUCT_MESSAGES } from './constants';

/** Every product message in pt (PRODUCT_MESSAGES), en and es: the server's replies and the web's texts. */
export const PRODUCT_TRANSLATIONS = {
  titleRequired: { pt: PRODUCT_MESSAGES.titleRequired, en: 'Enter the product’s name', es: 'Introduce el nombre del producto' },
  titleTooLong: {
    pt: PRODUCT_MESSAGES.titleTooLong,
    en: 'The name must have at most 191 characters',
    es: 'El nombre debe tener como máximo 191 caracteres',
  },
  statusInvalid: { pt: PRODUCT_MESSAGES.statusInvalid, en: 'Choose active or inactive', es: 'Elige activo o inactivo' },
  accessDaysInvalid: {
    pt: PRODUCT_MESSAGES.accessDaysInvalid,
    en: 'Enter a number of days between 1 and 36500, or leave access for life',
    es: 'Introduce un número de días entre 1 y 36500, o deja el acceso de por vida',
  },
  salesUrlInvalid: {
    pt: PRODUCT_MESSAGES.salesUrlInvalid,
    en: 'Enter a link that starts with http:// or https://',
    es: 'Introduce un enlace que empiece por http:// o https://',
  },
  courseUnknown: { pt: PRODUCT_MESSAGES.courseUnknown, en: 'Course not found in this school', es: 'Curso no encontrado en esta escuela' },
  communityUnknown: {
    pt: PRODUCT_MESSAGES.communityUnknown,
    en: 'Community not found in this school',
    es: 'Comunidad no encontrada en esta escuela',
  },
  nothingToChange: { pt: PRODUCT_MESSAGES.nothingToChange, en: 'Nothing to change', es: 'Nada que cambiar' },
  productNotFound: { pt: PRODUCT_MESSAGES.productNotFound, en: 'Product not found', es: 'Producto no encontrado' },
  productsFull: {
    pt: PRODUCT_MESSAGES.productsFull,
    en: 'The school already has 500 products: delete or reuse one before creating another',
    es: 'La escuela ya tiene 500 productos: elimina o reutiliza uno antes de crear otro',
  },
  productHeld: {
    pt: PRODUCT_MESSAGES.productHeld,
    en: 'Students hold this product: make it inactive instead of deleting it',
    es: 'Hay alumnos con este producto: desactívalo en lugar de eliminarlo',
  },
  productDelivered: {
    pt: PRODUCT_MESSAGES.productDelivered,
    en: 'A reward delivers this product: change the reward’s delivery before deleting it',
    es: 'Una recompensa entrega este producto: cambia la entrega de la recompensa antes de eliminarlo',
  },
  created: { pt: PRODUCT_MESSAGES.created, en: 'Product created', es: 'Producto creado' },
  saved: { pt: PRODUCT_MESSAGES.saved, en: 'Product saved', es: 'Producto guardado' },
  deleted: { pt: PRODUCT_MESSAGES.deleted, en: 'Product deleted', es: 'Producto eliminado' },
} as const satisfies Translations<typeof PRODUCT_MESSAGES>;

export type ProductMessageKey = keyof typeof PRODUCT_TRANSLATIONS;
