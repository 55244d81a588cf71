export { FinanceBlock, type FinanceBlockProps } from './FinanceBlock';
