export { AdminFrame } from './AdminFrame';
