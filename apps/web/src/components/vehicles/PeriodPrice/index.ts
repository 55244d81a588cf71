export { PeriodPriceOf } from './PeriodPrice';
