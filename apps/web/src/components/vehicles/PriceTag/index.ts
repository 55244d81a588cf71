export { PriceTag, type PriceTagProps, visiblePrices } from './PriceTag';
