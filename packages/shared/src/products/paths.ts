import { apiPath } from '../platform/api-path';

/** Products' API paths (CONTRACT "Products, students and access"), registered by the server and called by the web app. */
export const productPaths = {
  products: apiPath('/api/admin/products'),
  product: apiPath('/api/admin/products/:id'),
};
