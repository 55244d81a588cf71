export { UsersTab } from './UsersTab';
