export { Gallery, GALLERY_SIZES, type GalleryProps, galleryPreloadLinks, type PreloadLink, wrapIndex } from './Gallery';
