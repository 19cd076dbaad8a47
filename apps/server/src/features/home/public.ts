/**
 * What other features may ask of the home: favourites list their cards with the home's card view;
 * a community shows its learning strips as home cards.
 */
export { CardView } from './cards';
export { learningStrips } from './community-strips';
export { presentFavorite } from './presenter';
export { loadSnapshot } from './snapshot';
