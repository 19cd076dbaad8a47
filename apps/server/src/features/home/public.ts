/**
 * What other features may ask of the home: favourites list their cards with the home's card view,
 * and catalog and favourites writes forget the viewer the home keeps for a user.
 */
export { CardView } from './cards';
export { presentFavorite } from './presenter';
export { loadSnapshot } from './snapshot';
export { forgetViewer, readViewer } from './viewer';
