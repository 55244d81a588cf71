export { PriceTiers } from './PriceTiers';
