import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render, screen } from '.';

describe('test render', () => {
  it('wraps components in the Mantine theme and Italian lingui', () => {
    render(
      <Button>
        <Trans>Eccellenza in Movimento</Trans>
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eccellenza in Movimento' });
    expect(button.className).toContain('mantine-Button-root');
  });
});
