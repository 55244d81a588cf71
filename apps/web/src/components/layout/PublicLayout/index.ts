export { PublicLayout } from './PublicLayout';
