export { PeriodPrice, PeriodPriceOf } from './PeriodPrice';
