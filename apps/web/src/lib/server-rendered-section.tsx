import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

/** Every section's code loader, as its module registers it: the server render waits for them all. */
const sectionLoads: Array<() => Promise<unknown>> = [];

export interface ServerRenderedSection<P extends object> {
  (props: P): ReactNode;
  /** Fetches the section's code ahead (a route's loader, so a client-side visit renders it at once). */
  preload: () => Promise<unknown>;
}

/**
 * A part of a page that the server renders in full but whose code the browser fetches beside the
 * page's first script instead of inside it: until that code arrives the part stays as the server
 * wrote it, then it hydrates on its own (React's selective hydration of a Suspense boundary), and
 * nothing else on the page waits for it. Fit for parts that show the page's data and answer no
 * tap (a vehicle's characteristics, the footer); they take their bytes out of every page's first
 * script (see scripts/budgets.mjs).
 *
 * The boundary is memoised: a parent's re-render with the same props must not reach a boundary the
 * browser has not hydrated yet, which React would otherwise drop and render again from its fallback.
 */
export function serverRenderedSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ServerRenderedSection<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  sectionLoads.push(preload);
  const Lazy = lazy(() =>
    loaded
      ? // React's lazy reads a thenable that calls back at once as resolved in the same render:
        // code already here (on the server after `loadServerRenderedSections`, or on a later
        // visit) renders without a fallback.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : preload().then((component) => ({ default: component })),
  );
  const Section = memo(function Section(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ServerRenderedSection<P>;
  Section.preload = preload;
  return Section;
}

/** Every section's code, in: the server render then writes each of them in the same pass. */
export function loadServerRenderedSections(): Promise<unknown> {
  return Promise.all(sectionLoads.map((load) => load()));
}
