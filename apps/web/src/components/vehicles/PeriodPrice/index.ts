export { PeriodPrice } from './PeriodPrice';
