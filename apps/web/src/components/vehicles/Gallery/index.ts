export { Gallery } from './Gallery';
