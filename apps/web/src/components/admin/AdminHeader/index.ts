export { AdminHeader } from './AdminHeader';
