export { PeriodPrice, PeriodPriceOf, usePeriodTerms } from './PeriodPrice';
