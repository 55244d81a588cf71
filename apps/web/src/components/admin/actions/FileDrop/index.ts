export { FileDrop, ReadingStatus, ReasonsTable } from './FileDrop';
