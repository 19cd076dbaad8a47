import { CAROUSEL_MESSAGES } from '@trilha/shared/carousels/schemas';
import type { Language } from '@trilha/shared/platform/http';

type Key =
  | 'saved' | 'published' | 'unpublished' | 'deleted' | 'ordered' | 'itemsOrdered' | 'itemsOrderMismatch' | 'orderMismatch'
  | 'system' | 'limit' | 'contentMissing' | 'blockedSaved' | 'myListSaved' | 'typeMismatch';

/** The carousel area's own server texts: Portuguese as spec 002 writes them, then en and es. */
const texts: Record<Key, Record<Language, string>> = {
  saved: { pt: CAROUSEL_MESSAGES.saved, en: 'Carousel created/updated successfully!', es: '¡Carrusel creado/actualizado con éxito!' },
  published: { pt: CAROUSEL_MESSAGES.published, en: 'Carousel published', es: 'Carrusel publicado' },
  unpublished: { pt: CAROUSEL_MESSAGES.unpublished, en: 'Carousel unpublished', es: 'Carrusel despublicado' },
  deleted: { pt: CAROUSEL_MESSAGES.deleted, en: 'Carousel deleted successfully', es: 'Carrusel eliminado con éxito' },
  ordered: { pt: CAROUSEL_MESSAGES.ordered, en: 'Carousel order saved successfully', es: 'Orden de los carruseles guardado con éxito' },
  itemsOrdered: { pt: CAROUSEL_MESSAGES.itemsOrdered, en: 'Item order saved successfully', es: 'Orden de los elementos guardado con éxito' },
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
  blockedSaved: { pt: CAROUSEL_MESSAGES.blockedSaved, en: 'Status updated successfully', es: 'Estado actualizado con éxito' },
  typeMismatch: {
    pt: 'O tipo informado não é o tipo deste carrossel',
    en: "The type given is not this carousel's type",
    es: 'El tipo indicado no es el tipo de este carrusel',
  },
  myListSaved: { pt: CAROUSEL_MESSAGES.myListSaved, en: 'Setting saved successfully', es: 'Configuración guardada con éxito' },
};

export const carouselText = (lang: Language, key: Key) => texts[key][lang];
