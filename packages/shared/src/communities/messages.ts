import type { Translations } from '../platform/translations';
import { COMMUNITY_MESSAGES as M } from './constants';

/** Every community message in pt (spec 000 §5, §8: COMMUNITY_MESSAGES), en and es: the server's replies and the web's texts. */
export const COMMUNITY_TRANSLATIONS = {
  titleRequired: { pt: M.titleRequired, en: 'The community name is required', es: 'El nombre de la comunidad es obligatorio' },
  titleTooLong: {
    pt: M.titleTooLong,
    en: 'The community name must have at most 50 characters',
    es: 'El nombre de la comunidad debe tener como máximo 50 caracteres',
  },
  descriptionTooLong: {
    pt: M.descriptionTooLong,
    en: 'The description cannot have more than 500 characters',
    es: 'La descripción no puede tener más de 500 caracteres',
  },
  invalidLink: { pt: M.invalidLink, en: 'Invalid link', es: 'Enlace inválido' },
  upsellTextRequired: { pt: M.upsellTextRequired, en: 'The upsell text is required', es: 'El texto de upsell es obligatorio' },
  upsellLinkRequired: { pt: M.upsellLinkRequired, en: 'The upsell link is required', es: 'El enlace de upsell es obligatorio' },
  productRequired: {
    pt: M.productRequired,
    en: 'The community needs at least one active product',
    es: 'La comunidad necesita al menos un producto activo',
  },
  selectProduct: { pt: M.selectProduct, en: 'Select at least one product!', es: '¡Selecciona al menos un producto!' },
  statusUpdated: { pt: M.statusUpdated, en: 'Display status updated successfully.', es: 'Estado de visualización actualizado con éxito.' },
  statusFailed: {
    pt: M.statusFailed,
    en: 'The change could not be made! Please try again.',
    es: '¡No se pudo realizar el cambio! Inténtalo de nuevo.',
  },
  allActivated: { pt: M.allActivated, en: 'Communities activated successfully.', es: 'Comunidades activadas con éxito.' },
  allDeactivated: { pt: M.allDeactivated, en: 'Communities deactivated successfully.', es: 'Comunidades desactivadas con éxito.' },
  deleted: { pt: M.deleted, en: 'Community deleted successfully.', es: 'Comunidad eliminada con éxito.' },
  deleteFailed: {
    pt: M.deleteFailed,
    en: 'The community could not be deleted! Please try again.',
    es: '¡No se pudo eliminar la comunidad! Inténtalo de nuevo.',
  },
  created: { pt: M.created, en: 'Community created successfully.', es: 'Comunidad creada con éxito.' },
  createFailed: {
    pt: M.createFailed,
    en: 'Failed to create the community! Please try again.',
    es: '¡No se pudo crear la comunidad! Inténtalo de nuevo.',
  },
  ordered: { pt: M.ordered, en: 'Community order updated successfully.', es: 'Orden de las comunidades actualizado con éxito.' },
  orderFailed: {
    pt: M.orderFailed,
    en: 'The order could not be updated! Please try again.',
    es: '¡No se pudo actualizar el orden! Inténtalo de nuevo.',
  },
  activated: { pt: M.activated, en: 'Community activated.', es: 'Comunidad activada.' },
  deactivated: { pt: M.deactivated, en: 'Community deactivated.', es: 'Comunidad desactivada.' },
  activateFailed: {
    pt: M.activateFailed,
    en: 'Failed to activate the community! Please try again.',
    es: '¡No se pudo activar la comunidad! Inténtalo de nuevo.',
  },
  deactivateFailed: {
    pt: M.deactivateFailed,
    en: 'Failed to deactivate the community! Please try again.',
    es: '¡No se pudo desactivar la comunidad! Inténtalo de nuevo.',
  },
  updated: { pt: M.updated, en: 'Community updated successfully.', es: 'Comunidad actualizada con éxito.' },
  updateFailed: {
    pt: M.updateFailed,
    en: 'Failed to update the community! Please try again.',
    es: '¡No se pudo actualizar la comunidad! Inténtalo de nuevo.',
  },
  contentUpdated: { pt: M.contentUpdated, en: 'Status updated successfully!', es: '¡Estado actualizado con éxito!' },
  contentFailed: {
    pt: M.contentFailed,
    en: 'The action could not be completed! Please try again.',
    es: '¡No se pudo realizar la acción! Inténtalo de nuevo.',
  },
  configSaved: { pt: M.configSaved, en: 'Changes saved successfully', es: 'Cambios guardados con éxito' },
  configFailed: { pt: M.configFailed, en: 'Error saving the changes', es: 'Error al guardar los cambios' },
  configFailedHint: { pt: M.configFailedHint, en: 'Please try again later', es: 'Inténtalo de nuevo más tarde' },
  activeReverted: { pt: M.activeReverted, en: 'The community could not be activated', es: 'No se pudo activar la comunidad' },
  inactiveReverted: { pt: M.inactiveReverted, en: 'The community could not be deactivated', es: 'No se pudo desactivar la comunidad' },
  pageShown: { pt: M.pageShown, en: 'Communities page turned on.', es: 'Página de comunidades activada.' },
  pageHidden: { pt: M.pageHidden, en: 'Communities page turned off.', es: 'Página de comunidades desactivada.' },
  limit: { pt: M.limit, en: 'A school can have at most 100 communities.', es: 'Una escuela puede tener como máximo 100 comunidades.' },
  orderMismatch: {
    pt: M.orderMismatch,
    en: "The new order must list exactly the school's communities.",
    es: 'El nuevo orden debe contener exactamente las comunidades de la escuela.',
  },
  inactiveProduct: {
    pt: M.inactiveProduct,
    en: "Choose only the school's active products.",
    es: 'Elige solo productos activos de la escuela.',
  },
  invalidColor: { pt: M.invalidColor, en: 'Choose a valid colour.', es: 'Elige un color válido.' },
  invalidBackground: {
    pt: M.invalidBackground,
    en: 'Choose one of the available backgrounds.',
    es: 'Elige uno de los fondos disponibles.',
  },
  tooManyLinks: {
    pt: M.tooManyLinks,
    en: 'A community can have at most 10 links.',
    es: 'Una comunidad puede tener como máximo 10 enlaces.',
  },
} as const satisfies Translations<typeof M>;

export type CommunityTranslationKey = keyof typeof COMMUNITY_TRANSLATIONS;
