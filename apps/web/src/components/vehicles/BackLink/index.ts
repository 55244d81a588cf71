export { BackLink } from './BackLink';
