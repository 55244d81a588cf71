export { Services } from './Services';
