import classes from './servizi-flotta.module.css';

/** A fleet photo below the fold, in the two widths the build made of it; it only illustrates (no alt text). */
export function FleetImage({ name }: { name: 'fleet-van' | 'fleet-truck' }) {
  return (
    <img
      src={`/images/${name}-1200.webp`}
      srcSet={`/images/${name}-600.webp 600w, /images/${name}-1200.webp 1200w`}
      sizes="(min-width: 62em) 45vw, 100vw"
      width={1200}
      height={750}
      alt=""
      loading="lazy"
      decoding="async"
      className={classes.image}
    />
  );
}
