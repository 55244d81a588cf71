export { LowerSections } from './LowerSections';
