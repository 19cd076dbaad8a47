export { ComingSoonPage as FavoritesPage } from '../../../app/shell/ComingSoonPage';
