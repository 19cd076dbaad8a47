/** The payment platforms' limits and messages (docs/selling.md). Zod-free: the web's labels read them too. */

/** The platforms a school sells on: Hotmart, Stripe, and a signed webhook any other platform (or script) can call. */
export const SALE_PROVIDERS = ['hotmart', 'stripe', 'webhook'] as const;
export type SaleProvider = (typeof SALE_PROVIDERS)[number];

/**
 * What became of a delivery: `pending` until its job ran; `granted` / `revoked` changed access;
 * `ignored` an event that asks nothing of us (or a revoke of what was never granted); `duplicate` a
 * delivery already received; `refused` a bad signature, an unreadable payload or an unmapped product.
 */
export const DELIVERY_OUTCOMES = ['pending', 'granted', 'revoked', 'ignored', 'duplicate', 'refused'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** Product mappings one integration holds. */
export const SALE_MAPPINGS_MAX = 200;
/** A platform's product, price or payment link id. */
export const SALE_EXTERNAL_ID_MAX = 120;
export const SALE_SECRET_MAX = 500;
/** The generic webhook's secret: long enough that guessing it is hopeless (the screen makes 64 hex digits). */
export const WEBHOOK_SECRET_MIN = 32;
/** Deliveries shown per page of the log. */
export const DELIVERIES_PAGE_SIZE = 50;
/** Stripe's default: a signed event older than this many seconds is refused (a replayed capture). */
export const STRIPE_TOLERANCE_SECONDS = 300;
/**
 * A subscription paid through a period stays open this many days past the period's end: Stripe
 * charges the renewal about an hour after the period ends and retries a failed card for days; a
 * subscription that ends for good is revoked by its own event.
 */
export const SUBSCRIPTION_GRACE_DAYS = 3;

export const SALE_MESSAGES = {
  providerInvalid: 'Escolha Hotmart, Stripe ou webhook',
  externalIdRequired: 'Informe o código do produto na plataforma',
  externalIdTooLong: 'O código deve ter no máximo 120 caracteres',
  externalIdRepeated: 'Cada código da plataforma aparece uma vez',
  mappingsTooMany: 'No máximo 200 produtos por integração',
  secretTooLong: 'O segredo deve ter no máximo 500 caracteres',
  secretRequired: 'Cole o segredo da plataforma antes de ativar a integração',
  webhookSecretShort: 'O segredo do webhook deve ter pelo menos 32 caracteres',
  productUnknown: 'Produto não encontrado nesta escola',
  integrationNotFound: 'Integração não encontrada',
  signatureInvalid: 'Assinatura inválida',
  payloadInvalid: 'Conteúdo da notificação ilegível',
  deliveryNotFound: 'Entrega não encontrada',
  notReplayable: 'Esta entrega não pode ser reprocessada: a assinatura dela não foi aceita ou ela repete outra',
  productNotMapped: 'Produto da plataforma sem correspondência nesta escola: associe-o a um produto e reprocesse a entrega',
  emailMissing: 'A notificação não traz o e-mail do comprador',
  alreadyRevoked: 'Esta venda já foi reembolsada ou cancelada: nenhum acesso foi liberado',
  nothingToRevoke: 'Nenhum acesso desta venda para retirar: se a aprovação chegar depois, ela não libera nada',
  eventIgnored: 'Evento que não muda acessos',
  partialRefund: 'Reembolso parcial: o acesso continua',
  paymentPending: 'Pagamento ainda não confirmado',
  noSubscription: 'Fatura avulsa, sem assinatura: nada a liberar',
  accountInactive: 'A conta do aluno está desativada: o acesso foi liberado, mas ele só entra depois de reativado',
  saved: 'Integração salva',
  replayed: 'Entrega enviada para reprocessar',
} as const;
