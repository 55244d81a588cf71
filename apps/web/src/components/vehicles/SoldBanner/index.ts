export { SoldBanner } from './SoldBanner';
