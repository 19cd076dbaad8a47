/**
 * Communities, staff side (spec 000 §3, §5, §8, §9). Constants only: the first chunk of the web app
 * may import this file without building a schema.
 */

/** Spec 000 §9. */
export const COMMUNITY_TITLE_MAX = 50;
export const COMMUNITY_DESCRIPTION_MAX = 500;
export const UPSELL_TEXT_MAX = 50;
/** A school holds at most this many communities (every list is bounded). */
export const MAX_COMMUNITIES = 100;
/** The legacy form's links of one community. */
export const MAX_COMMUNITY_LINKS = 10;
export const COMMUNITY_LINK_TITLE_MAX = 50;
export const COMMUNITY_URL_MAX = 2048;
export const BUTTON_SALES_TEXT_MAX = 50;
/** Spec 000 §9: community data is kept an hour on the client. */
export const COMMUNITY_CACHE_MS = 3_600_000;

/** Spec 000 §3: the eight font families of the legacy form. */
export const COMMUNITY_FONTS = ['Poppins', 'Inter', 'Aboreto', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Oswald'] as const;
export type CommunityFont = (typeof COMMUNITY_FONTS)[number];

/** Spec 000 §3: the config form's 12 preset page colours (default #121212), besides a free picker. */
export const COMMUNITY_BACKGROUND_COLORS = [
  '#121212',
  '#1E1E2E',
  '#0F172A',
  '#1A1A40',
  '#2D1B4E',
  '#3B0A45',
  '#0B3D2E',
  '#123524',
  '#3E2723',
  '#4A1C1C',
  '#1C2833',
  '#263238',
] as const;
export const DEFAULT_COMMUNITY_BACKGROUND = '#121212';

/** Which form a school's staff use (spec 002 §1); set by the platform operator (docs/communities.md). */
export const COMMUNITY_FORMS = ['config', 'legacy'] as const;
export type CommunityForm = (typeof COMMUNITY_FORMS)[number];

/** The content a community lets members post (spec 000 §3 "Content toggles on create", `edit-content-media`). */
export const CONTENT_FLAGS = ['publications', 'comments', 'likes', 'text', 'allow_files', 'videos', 'images', 'carousels'] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];

/** Every message of spec 000 §5 and §8 for communities, word for word. */
export const COMMUNITY_MESSAGES = {
  titleRequired: 'O nome da comunidade é obrigatório',
  titleTooLong: 'O nome da comunidade deve ter no máximo 50 caracteres',
  descriptionTooLong: 'A descrição não pode ter mais de 500 caracteres',
  invalidLink: 'Link inválido',
  upsellTextRequired: 'O texto de upsell é obrigatório',
  upsellLinkRequired: 'O link de upsell é obrigatório',
  productRequired: 'A comunidade precisa ter pelo menos um produto ativo',
  selectProduct: 'Selecione ao menos um produto!',
  statusUpdated: 'Status de exibição atualizado com sucesso.',
  statusFailed: 'Não foi possível realizar a alteração! Tente novamente.',
  allActivated: 'Comunidades ativadas com sucesso.',
  allDeactivated: 'Comunidades desativadas com sucesso.',
  deleted: 'Comunidade excluída com sucesso.',
  deleteFailed: 'Não foi possível excluir a comunidade! Tente novamente.',
  created: 'Comunidade criada com sucesso.',
  createFailed: 'Falha ao criar a comunidade! Tente novamente.',
  ordered: 'Ordem das comunidades atualizada com sucesso.',
  orderFailed: 'Não foi possível atualizar a ordem! Tente novamente.',
  activated: 'Comunidade ativada.',
  deactivated: 'Comunidade desativada.',
  activateFailed: 'Falha ao ativar a comunidade! Tente novamente.',
  deactivateFailed: 'Falha ao desativar a comunidade! Tente novamente.',
  updated: 'Comunidade atualizada com sucesso.',
  updateFailed: 'Falha ao atualizar a comunidade! Tente novamente.',
  contentUpdated: 'Status atualizado com sucesso!',
  contentFailed: 'Falha ao realizar a ação! tente novamente.',
  configSaved: 'Alterações salvas com sucesso',
  configFailed: 'Erro ao salvar as alterações',
  configFailedHint: 'Tente novamente mais tarde',
  activeReverted: 'Não foi possível ativar a comunidade',
  inactiveReverted: 'Não foi possível inativar a comunidade',
  pageShown: 'Página de comunidades ativada.',
  pageHidden: 'Página de comunidades desativada.',
  limit: 'Uma escola pode ter no máximo 100 comunidades.',
  orderMismatch: 'A nova ordem deve conter exatamente as comunidades da escola.',
  inactiveProduct: 'Escolha apenas produtos ativos da escola.',
  invalidColor: 'Escolha uma cor válida.',
  invalidBackground: 'Escolha um dos fundos disponíveis.',
  tooManyLinks: 'Uma comunidade pode ter no máximo 10 links.',
} as const;
export type CommunityMessageKey = keyof typeof COMMUNITY_MESSAGES;

/** The copied link of a community (spec 000 §2): `{host}/comunidade/{tenant}/{communityId}`. */
export const communityPath = (tenant: number, communityId: number) => `/comunidade/${tenant}/${communityId}`;
