import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../test-utils';

describe('home page', () => {
  it('renders its Italian heading', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Eccellenza in Movimento');
  });
});
