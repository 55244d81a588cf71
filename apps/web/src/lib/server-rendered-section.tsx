import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';
import { type CatalogLoaders, withCatalog } from './i18n';

/**
 * Resolves at the visitor's first use of the page (a touch, a key, a scroll, the mouse moving), which
 * the boot script marks on <html data-used> (public/boot.js); at once on a page no server wrote (the
 * dev server's), whose parts the app draws itself.
 */
function pageUsed(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (!root.hasAttribute('data-boot') || root.hasAttribute('data-used')) return resolve();
    const watch = new MutationObserver(() => {
      if (!root.hasAttribute('data-used')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributeFilter: ['data-used'] });
  });
}

/** Every section's code loader, as its module registers it: the server render waits for them all. */
const sectionLoads: Array<() => Promise<unknown>> = [];
/**
 * The source files of the sections a server render is writing (`collectWrittenSections`), each with
 * when the browser fetches its code.
 */
let written: Map<string, When> | undefined;
/** When a written section's code is fetched: beside the page's first script, at first use, or near. */
type When = 'with-page' | 'first-use' | 'near';

export interface SectionOptions {
  /** The catalog of the section's messages, when they are not in the page's: loaded with its code. */
  catalog?: CatalogLoaders;
  /**
   * The server's markup of the section, for a part far down the page (the footer): its code is then
   * fetched only once the visitor, using the page, comes within a screen of it (or of one of several
   * elements, for a part a link may jump into the middle of), hovers or focuses it, or first presses
   * something. Until then it stays as the server wrote it: its links work as plain links, React
   * replays a hover or a focus on it once it is taken over, and a tap is held until then (public/boot.js).
   */
  near?: () => Element | Element[] | null;
  /**
   * For a part in the first screen (a card's heart, a price's tiers): its code is fetched at the
   * visitor's first use of the page (a touch, a key, a scroll, the mouse moving), not beside the
   * first script, so a visit that only looks costs none of it. A tap on the part before its code
   * has come is held and given again once it is taken over (public/boot.js).
   */
  firstUse?: boolean;
  /** With `near` or `firstUse`: whether this visit needs the code at once after all (a heart already set, a link to the part). */
  neededAtOnce?: () => boolean;
}

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
export function serverRenderedSection<M, P extends object>(
  /**
   * The section's module as a one-file `import.meta.glob` from the app's root
   * (`import.meta.glob<typeof PartModule>('/src/components/…/Part/index.ts')`, with `import type * as PartModule`): the bundler
   * makes it a chunk of its own, and its key names that chunk in the build's manifest, so the server
   * links the section's styles and code with the page that writes it.
   */
  modules: Record<string, () => Promise<M>>,
  pick: (module: M) => ComponentType<P>,
  { catalog, near, firstUse = false, neededAtOnce }: SectionOptions = {},
): ServerRenderedSection<P> {
  const found = Object.entries(modules);
  if (found.length !== 1) throw new Error(`A section is one module, not ${found.length}`);
  const [[path, importModule]] = found as [[string, () => Promise<M>]];
  // The manifest's key of the module: its path from the app's root, without the glob's leading slash.
  const source = path.replace(/^\//, '');
  const load = () => (catalog ? withCatalog(catalog, importModule) : importModule()).then(pick);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  /** Resolved by the first `preload` (a route's loader on a visit from another page): no more waiting. */
  let wanted = () => {};
  const preloaded = new Promise<void>((resolve) => (wanted = resolve));
  const preload = () => {
    wanted();
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  sectionLoads.push(preload);
  /**
   * In the browser, what the code waits for before it is fetched: the visitor's first use of the
   * page, and for a part far down their coming near it; unless a route has already asked for it.
   */
  const ready = () => {
    if ((!near && !firstUse) || loading || import.meta.env.SSR || neededAtOnce?.()) return undefined;
    const nodes = near ? [near() ?? []].flat() : [];
    if (near && nodes.length === 0) return undefined;
    // The code that watches for the visitor to come near loads only then too.
    const used = pageUsed().then(async () => {
      if (!near) return;
      const { approached } = await import('./approach');
      // Near, or at the first key or pointer pressed anywhere: what the press does (a language
      // chosen, a page opened) may re-render the part, and React holds such an update until it is taken over.
      await approached(nodes, { ahead: '100%', anyPress: true });
    });
    return Promise.race([preloaded, used]);
  };
  const Lazy = lazy(() =>
    loaded
      ? // React's lazy reads a thenable that calls back at once as resolved in the same render:
        // code already here (on the server after `loadServerRenderedSections`, or on a later
        // visit) renders without a fallback.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : (ready() ?? Promise.resolve()).then(preload).then((component) => ({ default: component })),
  );
  const Section = memo(function Section(props: P) {
    written?.set(source, near ? 'near' : firstUse ? 'first-use' : 'with-page');
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

/**
 * Renders (synchronously, like `renderToString`) and names the source files of the sections the
 * markup wrote: the page links their styles, so the server's markup is styled before their code
 * runs, and preloads the code of those that take it over beside the page (`sections`), not of those
 * that wait for the visitor (`later` at first use, `below` near, far down the page).
 */
export function collectWrittenSections<T>(render: () => T): {
  result: T;
  sections: string[];
  later: string[];
  below: string[];
} {
  const sections = new Map<string, When>();
  written = sections;
  try {
    const result = render();
    const when = (kind: When) => [...sections].filter(([, each]) => each === kind).map(([source]) => source);
    return { result, sections: when('with-page'), later: when('first-use'), below: when('near') };
  } finally {
    written = undefined;
  }
}
