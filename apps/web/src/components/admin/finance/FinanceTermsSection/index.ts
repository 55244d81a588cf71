export { FinanceTermsSection } from './FinanceTermsSection';
