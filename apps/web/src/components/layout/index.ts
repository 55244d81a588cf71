export { NotFound } from './NotFound';
export { PublicLayout } from './PublicLayout';
