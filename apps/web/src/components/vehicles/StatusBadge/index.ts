export { ListingBadge, StatusBadge } from './StatusBadge';
