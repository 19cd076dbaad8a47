import type { Translations } from '../platform/translations';
import { SALE_MESSAGES as M } from './constants';

/** Every payment-platform message in pt (SALE_MESSAGES), en and es: the server's replies and the web's texts. */
export const SALE_TRANSLATIONS = {
  providerInvalid: { pt: M.providerInvalid, en: 'Choose Hotmart, Stripe or webhook', es: 'Elige Hotmart, Stripe o webhook' },
  externalIdRequired: {
    pt: M.externalIdRequired,
    en: 'Enter the product’s code on the platform',
    es: 'Introduce el código del producto en la plataforma',
  },
  externalIdTooLong: {
    pt: M.externalIdTooLong,
    en: 'The code must have at most 120 characters',
    es: 'El código debe tener como máximo 120 caracteres',
  },
  externalIdRepeated: {
    pt: M.externalIdRepeated,
    en: 'Each platform code appears once',
    es: 'Cada código de la plataforma aparece una vez',
  },
  mappingsTooMany: { pt: M.mappingsTooMany, en: 'At most 200 products per integration', es: 'Como máximo 200 productos por integración' },
  secretTooLong: {
    pt: M.secretTooLong,
    en: 'The secret must have at most 500 characters',
    es: 'El secreto debe tener como máximo 500 caracteres',
  },
  secretRequired: {
    pt: M.secretRequired,
    en: 'Paste the platform’s secret before turning the integration on',
    es: 'Pega el secreto de la plataforma antes de activar la integración',
  },
  webhookSecretShort: {
    pt: M.webhookSecretShort,
    en: 'The webhook’s secret must have at least 32 characters',
    es: 'El secreto del webhook debe tener al menos 32 caracteres',
  },
  productUnknown: { pt: M.productUnknown, en: 'Product not found at this school', es: 'Producto no encontrado en esta escuela' },
  integrationNotFound: { pt: M.integrationNotFound, en: 'Integration not found', es: 'Integración no encontrada' },
  signatureInvalid: { pt: M.signatureInvalid, en: 'Invalid signature', es: 'Firma inválida' },
  payloadInvalid: {
    pt: M.payloadInvalid,
    en: 'The notification’s content could not be read',
    es: 'No se pudo leer el contenido de la notificación',
  },
  deliveryNotFound: { pt: M.deliveryNotFound, en: 'Delivery not found', es: 'Entrega no encontrada' },
  notReplayable: {
    pt: M.notReplayable,
    en: 'This delivery cannot be run again: its signature was not accepted or it repeats another',
    es: 'Esta entrega no se puede reprocesar: su firma no fue aceptada o repite otra',
  },
  productNotMapped: {
    pt: M.productNotMapped,
    en: 'The platform’s product has no match at this school: map it to a product and run the delivery again',
    es: 'El producto de la plataforma no tiene correspondencia en esta escuela: asócialo a un producto y reprocesa la entrega',
  },
  emailMissing: {
    pt: M.emailMissing,
    en: 'The notification carries no buyer e-mail',
    es: 'La notificación no trae el correo del comprador',
  },
  alreadyRevoked: {
    pt: M.alreadyRevoked,
    en: 'This sale was already refunded or cancelled: no access was given',
    es: 'Esta venta ya fue reembolsada o cancelada: no se liberó ningún acceso',
  },
  nothingToRevoke: {
    pt: M.nothingToRevoke,
    en: 'No access from this sale to take back: should its approval come later, it gives nothing',
    es: 'Ningún acceso de esta venta para quitar: si la aprobación llega después, no libera nada',
  },
  eventIgnored: { pt: M.eventIgnored, en: 'An event that changes no access', es: 'Un evento que no cambia accesos' },
  partialRefund: { pt: M.partialRefund, en: 'Partial refund: access stays', es: 'Reembolso parcial: el acceso continúa' },
  paymentPending: { pt: M.paymentPending, en: 'Payment not confirmed yet', es: 'Pago aún no confirmado' },
  noSubscription: {
    pt: M.noSubscription,
    en: 'A one-off invoice with no subscription: nothing to give',
    es: 'Factura suelta, sin suscripción: nada que liberar',
  },
  accountInactive: {
    pt: M.accountInactive,
    en: 'The student’s account is deactivated: access was given, but they get in only once reactivated',
    es: 'La cuenta del alumno está desactivada: se liberó el acceso, pero solo entra cuando la reactiven',
  },
  saved: { pt: M.saved, en: 'Integration saved', es: 'Integración guardada' },
  replayed: { pt: M.replayed, en: 'Delivery sent to run again', es: 'Entrega enviada para reprocesar' },
} as const satisfies Translations<typeof M>;

export type SaleMessageKey = keyof typeof SALE_TRANSLATIONS;
