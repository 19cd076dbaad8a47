import type { FavoriteKind } from '../home/constants';

/**
 * The contract's paths as the tests call them, written out by hand on purpose: the app registers and
 * calls the `paths.ts` objects of each area (platform/api-path.ts), and a test written against these
 * literals fails if one of those objects drifts from the contract. Only tests import this folder
 * (.dependency-cruiser.cjs).
 */

export const APPEARANCE_PATHS = {
  get: (tenantId: number) => `/api/auth/config/plataforma/getCustomBasic/${tenantId}`,
  update: '/api/auth/config/plataforma/updateCustomBasic',
  toggleCourseIndicator: '/api/platform/auth/template-settings/toggle-course-page-indicator',
  toggleModuleIndicator: '/api/platform/auth/template-settings/toggle-module-page-indicator',
} as const;

export const BANNER_PATHS = {
  index: (tenant: number) => `/api/auth/config/plataforma/bannersCustom/index/${tenant}`,
  get: (tenant: number, id: number) => `/api/auth/config/plataforma/bannersCustom/get/${tenant}/${id}`,
  create: '/api/auth/config/plataforma/bannersCustom/create',
  update: (id: number) => `/api/auth/config/plataforma/bannersCustom/update/${id}`,
  remove: (tenant: number, id: number) => `/api/auth/config/plataforma/bannersCustom/delete/${tenant}/${id}`,
  order: '/api/auth/config/plataforma/bannersCustom/order',
  settings: '/api/auth/config/plataforma/update_banner_settings',
  videoLink: '/api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video',
  videoStatus: (id: number) => `/api/auth/config/plataforma/bannersCustom/upload-video/${id}`,
  /** Where the signed PUT lands (the `url` of the link reply). */
  videoPut: (token: string) => `/api/uploads/videos/${token}`,
} as const;

export const CAROUSEL_PATHS = {
  index: (tenant: number) => `/api/auth/config/plataforma/carrossel/index/${tenant}`,
  create: '/api/auth/config/plataforma/carrossel/create',
  update: (id: number) => `/api/auth/config/plataforma/carrossel/update/${id}`,
  publish: (tenant: number, id: number) => `/api/auth/config/plataforma/carrossel/publish/${tenant}/${id}`,
  remove: (tenant: number, id: number) => `/api/auth/config/plataforma/carrossel/delete/${tenant}/${id}`,
  order: '/api/auth/config/plataforma/carrossel/orderCarrossel',
  orderItems: '/api/auth/config/plataforma/carrossel/orderItens',
  items: (tenant: number, carouselId: number, type: number) => `/api/auth/home/carousel-item/${tenant}/${carouselId}/${type}`,
  showAllContent: '/api/auth/config/plataforma/show-all-content',
  contentConfig: (tenant: number) => `/api/auth/config/plataforma/get-content-config/${tenant}`,
  salesUrl: '/api/auth/config/plataforma/sales-url',
  myListUpdate: '/api/auth/config/plataforma/updateMyListStats',
  myListGet: (tenant: number) => `/api/auth/config/plataforma/getMyListStats/${tenant}`,
} as const;

export const HOME_PATHS = {
  carousels: (tenant: number) => `/api/auth/home/carousels/${tenant}`,
  carousel: (id: number) => `/api/auth/home/get-carousel/${id}`,
  favorites: (tenant: number, page = 1) => `/api/auth/favorites/${tenant}?page=${page}`,
  favoriteIds: (tenant: number) => `/api/auth/favorites/${tenant}/ids`,
  addFavorite: '/api/auth/favorites',
  removeFavorite: (tenant: number, kind: FavoriteKind, id: number) => `/api/auth/favorites/${tenant}/${kind}/${id}`,
} as const;

/** The access route of a post's picture, video or file: the `url` of every media item of a post. */
export const postMediaPath = (tenant: number | string, mediaId: number | string) => `/api/auth/community/media/${tenant}/${mediaId}`;
