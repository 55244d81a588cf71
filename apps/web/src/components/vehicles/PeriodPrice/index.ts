export { PeriodPrice, usePeriodTerms } from './PeriodPrice';
