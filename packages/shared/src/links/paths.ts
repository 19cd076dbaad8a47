import { apiPath } from '../platform/api-path';

/** Custom links' API paths (spec 002 §7 "Links"), registered by the server and called by the web app. */
export const linkPaths = {
  links: apiPath('/api/auth/config/plataforma/links/index/:tenant'),
  newLink: apiPath('/api/auth/config/plataforma/links/create'),
  linkUpdate: apiPath('/api/auth/config/plataforma/links/update/:id'),
  link: apiPath('/api/auth/config/plataforma/links/delete/:tenant/:id'),
  order: apiPath('/api/auth/config/plataforma/links/order'),
};
