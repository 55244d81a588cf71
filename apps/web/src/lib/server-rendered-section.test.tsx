import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FakeObserver, stubIntersectionObserver } from '../../test';
import { collectWrittenSections, loadServerRenderedSections, serverRenderedSection } from './server-rendered-section';

// React's act() warns unless the test says it drives the renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** A section module as the bundler's one-file glob gives it. */
const counterModule = (counter: Promise<typeof Counter> = Promise.resolve(Counter)) => ({
  '/src/parts/Counter.tsx': () => counter.then((component) => ({ Counter: component })),
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The page around a section, with a button of its own that re-renders it. */
function pageWith(Section: (props: { label: string }) => React.ReactNode) {
  return function Page() {
    const [renders, setRenders] = useState(0);
    return (
      <main data-renders={renders}>
        <a href="#aggiorna" onClick={() => setRenders((value) => value + 1)}>
          Aggiorna
        </a>
        <Section label="Porte" />
      </main>
    );
  };
}

describe('serverRenderedSection', () => {
  it('is written in full by a server render once the sections are loaded, in the same pass', async () => {
    const Section = serverRenderedSection(counterModule(), (module) => module.Counter);
    await loadServerRenderedSections();
    expect(renderToString(<Section label="Posti" />)).toContain('Posti');
  });

  it('names the source file of each section a server render writes, for the page to link its styles', async () => {
    const Written = serverRenderedSection(counterModule(), (module) => module.Counter);
    // Loaded like every section, but this page does not show it.
    serverRenderedSection({ '/src/parts/Other.tsx': () => Promise.resolve({ Counter }) }, (module) => module.Counter);
    await loadServerRenderedSections();
    const { result, sections } = collectWrittenSections(() =>
      renderToString(
        <main>
          <Written label="Porte" />
        </main>,
      ),
    );
    expect(result).toContain('Porte');
    expect(sections).toEqual(['src/parts/Counter.tsx']);
  });

  it("keeps the server's markup while its code loads, through a re-render of the page, then hydrates it", async () => {
    const onRecoverableError = vi.fn();
    const onServer = serverRenderedSection(counterModule(), (module) => module.Counter);
    await loadServerRenderedSections();
    const ServedPage = pageWith(onServer);
    const served = renderToString(<ServedPage />);
    const code = deferred<typeof Counter>();
    const BrowserPage = pageWith(serverRenderedSection(counterModule(code.promise), (module) => module.Counter));
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <BrowserPage />, { onRecoverableError });
    });
    // The page re-renders before the section's code is in: the section is not dropped.
    await act(async () => container.querySelector('a')!.click());
    expect(container.querySelector('main')?.dataset.renders).toBe('1');
    expect(container.querySelector('button')?.textContent).toBe('Porte 0');

    await act(async () => code.resolve(Counter));
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(container.querySelector('button')?.textContent).toBe('Porte 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('waits for the visitor to use the page and come near before it fetches the code of a part far down it', async () => {
    const OnServer = serverRenderedSection(counterModule(), (module) => module.Counter);
    await loadServerRenderedSections();
    const served = renderToString(
      <main>
        <OnServer label="Orari" />
      </main>,
    );
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    // A page the server wrote, which the boot script started (public/boot.js).
    document.documentElement.setAttribute('data-boot', 'paint');
    stubIntersectionObserver();
    const fetchCode = vi.fn(() => Promise.resolve({ Counter }));
    const Later = serverRenderedSection({ '/src/parts/Counter.tsx': fetchCode }, (module) => module.Counter, {
      near: () => container.querySelector('button'),
    });

    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Later label="Orari" />
        </main>,
      );
    });
    expect(fetchCode).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Orari 0');

    // A visitor who only looks: nothing watches yet, however near the part is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeObserver.current).toBeUndefined();
    await act(async () => document.documentElement.setAttribute('data-used', ''));
    await vi.waitFor(() => expect(FakeObserver.current).toBeDefined());
    expect(fetchCode).not.toHaveBeenCalled();
    await act(async () => FakeObserver.current!.report([{ isIntersecting: true }]));
    expect(fetchCode).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')?.textContent).toBe('Orari 1');
    vi.unstubAllGlobals();
    container.remove();
    document.documentElement.removeAttribute('data-used');
    document.documentElement.removeAttribute('data-boot');
  });

  it("fetches a first-screen part's code at the visitor's first use of the page, or at once when it is needed", async () => {
    const OnServer = serverRenderedSection(counterModule(), (module) => module.Counter);
    await loadServerRenderedSections();
    const served = renderToString(<OnServer label="Confronta" />);
    const hydrate = async (options: { neededAtOnce?: () => boolean }) => {
      const container = document.createElement('div');
      container.innerHTML = served;
      document.body.append(container);
      const fetchCode = vi.fn(() => Promise.resolve({ Counter }));
      const Part = serverRenderedSection({ '/src/parts/Counter.tsx': fetchCode }, (module) => module.Counter, {
        firstUse: true,
        ...options,
      });
      await act(async () => {
        hydrateRoot(container, <Part label="Confronta" />);
      });
      return { container, fetchCode };
    };

    // A page the server wrote, which the boot script started; it marks the visitor's first use (public/boot.js).
    document.documentElement.setAttribute('data-boot', 'paint');
    const looking = await hydrate({});
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(looking.fetchCode).not.toHaveBeenCalled();
    expect(looking.container.querySelector('button')?.textContent).toBe('Confronta 0');
    await act(async () => document.documentElement.setAttribute('data-used', ''));
    await vi.waitFor(() => expect(looking.fetchCode).toHaveBeenCalledTimes(1));
    await act(async () => looking.container.querySelector('button')!.click());
    expect(looking.container.querySelector('button')?.textContent).toBe('Confronta 1');
    looking.container.remove();
    document.documentElement.removeAttribute('data-used');

    const setAside = await hydrate({ neededAtOnce: () => true });
    await vi.waitFor(() => expect(setAside.fetchCode).toHaveBeenCalledTimes(1));
    setAside.container.remove();
    document.documentElement.removeAttribute('data-boot');
  });
});
