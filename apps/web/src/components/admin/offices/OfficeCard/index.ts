export { OfficeCard } from './OfficeCard';
