import { apiPath } from '../platform/api-path';

/** The favourites' ("Minha lista") API paths, registered by the server and called by the web app. */
export const favoritePaths = {
  /** The list, newest first, a page at a time (`?page=`). */
  list: apiPath('/api/auth/favorites/:tenant'),
  /** The ids of every saved course and lesson, for the hearts. */
  ids: apiPath('/api/auth/favorites/:tenant/ids'),
  newFavorite: apiPath('/api/auth/favorites'),
  favorite: apiPath('/api/auth/favorites/:tenant/:kind/:id'),
};
