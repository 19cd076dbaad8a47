import { apiPath } from '../platform/api-path';

/** Custom HTML's API paths (CONTRACT "Custom HTML"), registered by the server and called by the web app. */
export const customHtmlPaths = {
  /** The blocks of a page (`all` for the panel), narrowed by the screen's ids in the query. */
  blocks: apiPath('/api/platform/auth/custom-html/filters/:page'),
  newBlock: apiPath('/api/platform/auth/custom-html'),
  /** PUT saves the block, DELETE removes it. */
  block: apiPath('/api/platform/auth/custom-html/:id'),
  /** The sandboxed document a saved block runs in, versioned by `v`. */
  frame: apiPath('/api/platform/auth/custom-html/frame/:id'),
  /** The edit panel posts the HTML being edited here, as a form, into the preview's frame. */
  preview: apiPath('/api/platform/auth/custom-html/preview'),
};
