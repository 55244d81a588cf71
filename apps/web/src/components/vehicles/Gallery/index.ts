export { Gallery, type GalleryProps, wrapIndex } from './Gallery';
export { GALLERY_SIZES, galleryPreloadLinks, type PreloadLink } from './gallery-preload';
