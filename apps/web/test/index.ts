export * from '@testing-library/react';
export { render, renderRoute, type TestRenderOptions } from './render';
export { invalidInputAnswer, resultAnswer } from './trpc-answers';
