export { CardSpecs } from './CardSpecs';
