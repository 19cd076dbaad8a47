import { apiPath } from '../platform/api-path';

/** Carousels' API paths (spec 002 §7 "Vitrine"), registered by the server and called by the web app. */
export const carouselPaths = {
  carousels: apiPath('/api/auth/config/plataforma/carrossel/index/:tenant'),
  newCarousel: apiPath('/api/auth/config/plataforma/carrossel/create'),
  carouselUpdate: apiPath('/api/auth/config/plataforma/carrossel/update/:id'),
  /** GET switches the carousel between published and hidden. */
  publication: apiPath('/api/auth/config/plataforma/carrossel/publish/:tenant/:id'),
  carousel: apiPath('/api/auth/config/plataforma/carrossel/delete/:tenant/:id'),
  order: apiPath('/api/auth/config/plataforma/carrossel/orderCarrossel'),
  itemOrder: apiPath('/api/auth/config/plataforma/carrossel/orderItens'),
  items: apiPath('/api/auth/home/carousel-item/:tenant/:carouselId/:type'),
  /** Whether locked content shows on the showcase ("mostrar conteúdo bloqueado"). */
  blockedContent: apiPath('/api/auth/config/plataforma/show-all-content'),
  contentConfig: apiPath('/api/auth/config/plataforma/get-content-config/:tenant'),
  salesUrl: apiPath('/api/auth/config/plataforma/sales-url'),
  /** The "Minha lista" carousel's switch. */
  myListUpdate: apiPath('/api/auth/config/plataforma/updateMyListStats'),
  myList: apiPath('/api/auth/config/plataforma/getMyListStats/:tenant'),
};
