export * from '@testing-library/react';
export { render, renderRoute, type TestRenderOptions } from './render';
export { invalidInputAnswer, notFoundAnswer, resultAnswer } from './trpc-answers';
export { startEachTestAsFirstVisit } from './storage';
export { FakeObserver, stubIntersectionObserver } from './intersection-observer';
