import type { Translations } from '../platform/translations';
import { CAROUSEL_MESSAGES } from './constants';

/** Every carousel message in pt (spec 002, CAROUSEL_MESSAGES), en and es: the server's replies and the web's texts. */
export const CAROUSEL_TRANSLATIONS = {
  titleRequired: { pt: CAROUSEL_MESSAGES.titleRequired, en: 'Required field', es: 'Campo obligatorio' },
  titleMin: {
    pt: CAROUSEL_MESSAGES.titleMin,
    en: 'The carousel name must have at least 3 characters.',
    es: 'El nombre del carrusel debe tener al menos 3 caracteres.',
  },
  titleToast: {
    pt: CAROUSEL_MESSAGES.titleToast,
    en: 'The carousel cannot be created without a title!',
    es: '¡El carrusel no puede crearse sin título!',
  },
  titleMax: {
    pt: CAROUSEL_MESSAGES.titleMax,
    en: 'The carousel name must have at most 191 characters.',
    es: 'El nombre del carrusel debe tener como máximo 191 caracteres.',
  },
  descriptionMax: {
    pt: CAROUSEL_MESSAGES.descriptionMax,
    en: 'The description must have at most 500 characters.',
    es: 'La descripción debe tener como máximo 500 caracteres.',
  },
  typeRequired: { pt: CAROUSEL_MESSAGES.typeRequired, en: 'Select a carousel type.', es: 'Selecciona un tipo de carrusel.' },
  noContent: {
    pt: CAROUSEL_MESSAGES.noContent,
    en: 'The carousel cannot be created/updated without content!',
    es: '¡El carrusel no puede crearse/actualizarse sin contenido!',
  },
  tooMuchContent: {
    pt: CAROUSEL_MESSAGES.tooMuchContent,
    en: 'A carousel can have at most 100 items.',
    es: 'Un carrusel puede tener como máximo 100 elementos.',
  },
  cardsPerGroup: {
    pt: CAROUSEL_MESSAGES.cardsPerGroup,
    en: 'Enter a number from 0 (0 lets the system decide) up to 12',
    es: 'Indica un número desde 0 (0 deja decidir al sistema) hasta 12',
  },
  autoplayTime: {
    pt: CAROUSEL_MESSAGES.autoplayTime,
    en: 'The time must be between 1 and 10 seconds',
    es: 'El tiempo debe estar entre 1 y 10 segundos',
  },
  fontSize: {
    pt: CAROUSEL_MESSAGES.fontSize,
    en: 'The font size must be between 8 and 40',
    es: 'El tamaño de la fuente debe estar entre 8 y 40',
  },
  fontWeight: { pt: CAROUSEL_MESSAGES.fontWeight, en: 'Invalid font weight', es: 'Peso de fuente inválido' },
  font: { pt: CAROUSEL_MESSAGES.font, en: 'Invalid font', es: 'Fuente inválida' },
  cardType: {
    pt: CAROUSEL_MESSAGES.cardType,
    en: 'Select a card type that fits this mode',
    es: 'Selecciona un tipo de tarjeta válido para este modo',
  },
  saved: { pt: CAROUSEL_MESSAGES.saved, en: 'Carousel created/updated successfully!', es: '¡Carrusel creado/actualizado con éxito!' },
  saveFailed: {
    pt: CAROUSEL_MESSAGES.saveFailed,
    en: 'Error while creating/updating the carousel!',
    es: '¡Error al intentar crear/actualizar el carrusel!',
  },
  contentLoadFailed: {
    pt: CAROUSEL_MESSAGES.contentLoadFailed,
    en: 'There was an error loading the content data',
    es: 'Hubo un error al recuperar los datos del contenido',
  },
  orderFailed: {
    pt: CAROUSEL_MESSAGES.orderFailed,
    en: 'Error saving the new carousel order',
    es: 'Error al guardar el nuevo orden de los carruseles',
  },
  ordered: { pt: CAROUSEL_MESSAGES.ordered, en: 'Carousel order saved successfully', es: 'Orden de los carruseles guardado con éxito' },
  itemsOrdered: {
    pt: CAROUSEL_MESSAGES.itemsOrdered,
    en: 'Item order saved successfully',
    es: 'Orden de los elementos guardado con éxito',
  },
  itemsOrderMismatch: {
    pt: CAROUSEL_MESSAGES.itemsOrderMismatch,
    en: "The new order must list exactly the carousel's items",
    es: 'El nuevo orden debe contener exactamente los elementos del carrusel',
  },
  orderMismatch: {
    pt: CAROUSEL_MESSAGES.orderMismatch,
    en: "The new order must list the platform's carousels, each once",
    es: 'El nuevo orden debe contener carruseles de la plataforma, cada uno una vez',
  },
  toggleFailed: {
    pt: CAROUSEL_MESSAGES.toggleFailed,
    en: 'Error updating the information, please try again',
    es: 'Error al actualizar la información, inténtalo de nuevo',
  },
  published: { pt: CAROUSEL_MESSAGES.published, en: 'Carousel published', es: 'Carrusel publicado' },
  unpublished: { pt: CAROUSEL_MESSAGES.unpublished, en: 'Carousel unpublished', es: 'Carrusel despublicado' },
  deleted: { pt: CAROUSEL_MESSAGES.deleted, en: 'Carousel deleted successfully', es: 'Carrusel eliminado con éxito' },
  deleteFailed: { pt: CAROUSEL_MESSAGES.deleteFailed, en: 'Error deleting the carousel', es: 'Error al eliminar el carrusel' },
  system: {
    pt: CAROUSEL_MESSAGES.system,
    en: 'System carousels cannot be edited, removed or unpublished',
    es: 'Los carruseles del sistema no se pueden editar, eliminar ni despublicar',
  },
  limit: { pt: CAROUSEL_MESSAGES.limit, en: 'You can create at most 100 carousels', es: 'Puedes crear como máximo 100 carruseles' },
  contentMissing: {
    pt: CAROUSEL_MESSAGES.contentMissing,
    en: 'Some chosen content no longer exists; refresh the list and try again',
    es: 'Algún contenido elegido ya no existe; actualiza la lista e inténtalo de nuevo',
  },
  blockedFailed: {
    pt: CAROUSEL_MESSAGES.blockedFailed,
    en: 'Failed to update the status! Please try again later',
    es: '¡No se pudo actualizar el estado! Inténtalo más tarde',
  },
  blockedSaved: { pt: CAROUSEL_MESSAGES.blockedSaved, en: 'Status updated successfully', es: 'Estado actualizado con éxito' },
  flagsFailed: {
    pt: CAROUSEL_MESSAGES.flagsFailed,
    en: 'There was a problem changing the platform data',
    es: 'Hubo un problema al cambiar los datos de la plataforma',
  },
  myListFailed: {
    pt: CAROUSEL_MESSAGES.myListFailed,
    en: 'This setting could not be saved. Try again and, if it persists, contact support.',
    es: 'No se pudo guardar esta configuración. Inténtalo de nuevo y, si persiste, contacta al soporte.',
  },
  myListSaved: { pt: CAROUSEL_MESSAGES.myListSaved, en: 'Setting saved successfully', es: 'Configuración guardada con éxito' },
  salesUrlInvalid: {
    pt: CAROUSEL_MESSAGES.salesUrlInvalid,
    en: 'Enter a valid link starting with http:// or https://',
    es: 'Ingresa un enlace válido que empiece con http:// o https://',
  },
  salesUrlSaved: { pt: CAROUSEL_MESSAGES.salesUrlSaved, en: 'Sales link saved', es: 'Enlace de ventas guardado' },
  typeMismatch: {
    pt: CAROUSEL_MESSAGES.typeMismatch,
    en: "The type given is not this carousel's type",
    es: 'El tipo indicado no es el tipo de este carrusel',
  },
} as const satisfies Translations<typeof CAROUSEL_MESSAGES>;

export type CarouselMessageKey = keyof typeof CAROUSEL_TRANSLATIONS;
