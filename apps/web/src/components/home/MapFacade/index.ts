export { MapFacade } from './MapFacade';
