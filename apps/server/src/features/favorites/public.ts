/** What other features may ask of favourites: removing the rows of courses and lessons the studio deletes. */
export { removeFavoritesOf } from './repo';
