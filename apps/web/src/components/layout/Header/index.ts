export { COMPACT_HEADER_AFTER_PX, Header } from './Header';
