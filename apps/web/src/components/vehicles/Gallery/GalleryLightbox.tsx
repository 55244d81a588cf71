import { useLingui } from '@lingui/react/macro';
import { parseVariantsName, photoAddress, variantUrl } from '@nbt/validation';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { usePhotosBase } from '../../../lib/photos';

export interface GalleryLightboxProps {
  images: readonly string[];
  /** What the photos show, for their alt texts. */
  name: string;
  index: number;
  open: boolean;
  onClose: () => void;
  /** The photo the visitor moved to, so the page's gallery shows it once the lightbox closes. */
  onView: (index: number) => void;
}

/** The widest stored variant (at most 1600 px, WebP), or the photo itself when it has none. */
function fullScreenAddress(url: string, photosBase: string | undefined): string {
  const name = parseVariantsName(url);
  return photoAddress(name ? variantUrl(name, Math.min(name.width, 1600), 'webp') : url, photosBase);
}

/**
 * The vehicle's photos full screen (yet-another-react-lightbox): swipe, arrow keys (mirrored right
 * to left), pinch, wheel and double-tap zoom, a counter, Escape to close, focus kept inside and
 * given back. Its code and styles load on the first open only, never with the page.
 */
export default function GalleryLightbox({ images, name, index, open, onClose, onView }: GalleryLightboxProps) {
  const { t } = useLingui();
  const photosBase = usePhotosBase();
  const total = images.length;
  // The library fills in {index} and {total}; the tokens keep those names for the translators.
  const indexToken = '{index}';
  const totalToken = '{total}';
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((image, position) => ({
        src: fullScreenAddress(image, photosBase),
        alt: total > 1 ? t`${name}, foto ${position + 1} di ${total}` : name,
      }))}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      plugins={[Counter, Zoom]}
      // 'n / total' reads left to right in every language, as on the page.
      counter={{ container: { dir: 'ltr' } }}
      zoom={{ maxZoomPixelRatio: 2, doubleTapDelay: 300 }}
      carousel={{ finite: total < 2 }}
      render={total < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: t`Foto precedente`,
        Next: t`Foto successiva`,
        Close: t`Chiudi`,
        'Zoom in': t`Ingrandisci`,
        'Zoom out': t`Riduci`,
        Lightbox: t`Foto di ${name} a schermo intero`,
        'Photo gallery': t`Foto di ${name}`,
        Carousel: t`galleria`,
        Slide: t`foto`,
        '{index} of {total}': t`${indexToken} di ${totalToken}`,
      }}
    />
  );
}
