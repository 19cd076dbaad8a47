/** What other features may ask of the home: favourites list their cards with the home's card view. */
export { CardView } from './cards';
export { presentFavorite } from './presenter';
export { loadSnapshot } from './snapshot';
