export { HomePage } from '../../catalog/components/HomePage';
