// DOM matchers (toBeInTheDocument, toHaveTextContent, toBeVisible...) on vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './lib/i18n';
import { messages as adminMessages } from './locales/it/admin.po';
import { messages as consentMessages } from './locales/it/consent.po';
import { messages as deferredMessages } from './locales/it/deferred.po';
import { messages as fleetServicesMessages } from './locales/it/fleet-services.po';
import { messages as homeMessages } from './locales/it/home.po';
import { messages as legalMessages } from './locales/it/legal.po';
import { messages } from './locales/it/messages.po';
import { messages as saleMessages } from './locales/it/sale.po';
import { messages as serviceDetailsMessages } from './locales/it/service-details.po';
import { messages as vehicleMessages } from './locales/it/vehicle.po';
import { messages as vehicleFactsMessages } from './locales/it/vehicle-facts.po';
import { messages as vehicleListMessages } from './locales/it/vehicle-list.po';

// Components (and the `t` macro, which reads the global instance) render in Italian, the source
// language: every catalog (lingui.config.ts).
i18n.loadAndActivate({
  locale: 'it',
  messages: {
    ...messages,
    ...homeMessages,
    ...fleetServicesMessages,
    ...vehicleMessages,
    ...saleMessages,
    ...vehicleListMessages,
    ...vehicleFactsMessages,
    ...legalMessages,
    ...deferredMessages,
    ...consentMessages,
    ...serviceDetailsMessages,
    ...adminMessages,
  },
});

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom lacks the browser APIs Mantine relies on (see mantinedev/vite-template vitest.setup.mjs).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

window.HTMLElement.prototype.scrollIntoView = () => {};
// The router's scroll restoration calls it after every navigation.
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Nor IntersectionObserver: here nothing ever scrolls into view, so a part that waits for the
// visitor to come near (lib/approach.ts) comes with the pointer or the focus. A test that scrolls
// stubs its own.
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;

// jsdom has the <dialog> element without its methods: open and close it as a browser does.
window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
window.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// No FontFaceSet either; Mantine's autosizing Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
