export { RequestsTab } from './RequestsTab';
