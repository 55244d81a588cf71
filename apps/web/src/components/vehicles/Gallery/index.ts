export { Gallery, type GalleryProps, wrapIndex } from './Gallery';
