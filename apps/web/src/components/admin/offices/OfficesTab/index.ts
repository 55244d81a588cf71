export { OfficesTab } from './OfficesTab';
