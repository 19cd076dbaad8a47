import { LINK_MESSAGES } from '@trilha/shared/links/schemas';
import type { Language } from '@trilha/shared/platform/http';

type Key = 'limit' | 'created' | 'updated' | 'deleted' | 'ordered' | 'orderMismatch';

/** The links area's own server texts: Portuguese as spec 002 §5/§8 writes them, then en and es. */
const texts: Record<Key, Record<Language, string>> = {
  limit: { pt: LINK_MESSAGES.limit, en: 'You can create at most 3 (three) links', es: 'Puedes crear como máximo 3 (tres) enlaces' },
  created: { pt: LINK_MESSAGES.created, en: 'Link created successfully', es: 'Enlace creado con éxito' },
  updated: { pt: LINK_MESSAGES.updated, en: 'Link updated successfully', es: 'Enlace actualizado con éxito' },
  deleted: { pt: LINK_MESSAGES.deleted, en: 'Link deleted successfully', es: 'Enlace eliminado con éxito' },
  ordered: { pt: LINK_MESSAGES.ordered, en: 'Link order saved successfully', es: 'Orden de los enlaces guardado con éxito' },
  orderMismatch: {
    pt: LINK_MESSAGES.orderMismatch,
    en: "The new order must list exactly the platform's links",
    es: 'El nuevo orden debe contener exactamente los enlaces de la plataforma',
  },
};

export const linkText = (lang: Language, key: Key) => texts[key][lang];
