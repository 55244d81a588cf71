import { Notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../../test';
import { COPIED_RESET_MS, ShareBlock } from './ShareBlock';
import { shareLinks, whatsappChatUrl } from './share-links';

const URL = 'https://nbt.example/veicoli/7';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
  Reflect.deleteProperty(navigator, 'share');
});

/** Renders the block where its toasts show and clicks 'Copia link'. */
async function copyWithToasts() {
  render(
    <>
      <Notifications />
      <ShareBlock url={URL} title="BMW" />
    </>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copia link' }));
  });
}

describe('shareLinks', () => {
  it('builds the four share addresses with the page URL encoded', () => {
    expect(shareLinks(URL, 'BMW M4 (2023) | NBT')).toEqual({
      whatsapp: 'https://wa.me/?text=BMW%20M4%20(2023)%20%7C%20NBT%20https%3A%2F%2Fnbt.example%2Fveicoli%2F7',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnbt.example%2Fveicoli%2F7',
      twitter:
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Fnbt.example%2Fveicoli%2F7&text=BMW%20M4%20(2023)%20%7C%20NBT',
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnbt.example%2Fveicoli%2F7',
    });
  });

  it('writes a WhatsApp chat link to a number, digits only', () => {
    expect(whatsappChatUrl('+39 02 000', 'Ciao & grazie')).toBe('https://wa.me/3902000?text=Ciao%20%26%20grazie');
  });
});

describe('ShareBlock', () => {
  it('links to every share target in a new tab', () => {
    render(<ShareBlock url={URL} title="BMW" />);
    const links = shareLinks(URL, 'BMW');
    for (const [name, href] of [
      ['Condividi su WhatsApp', links.whatsapp],
      ['Condividi su Facebook', links.facebook],
      ['Condividi su Twitter', links.twitter],
      ['Condividi su LinkedIn', links.linkedin],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers the system share sheet only where the browser has one', () => {
    const { unmount } = render(<ShareBlock url={URL} title="BMW" />);
    expect(screen.queryByRole('button', { name: 'Condividi…' })).toBeNull();
    unmount();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    render(<ShareBlock url={URL} title="BMW" />);
    fireEvent.click(screen.getByRole('button', { name: 'Condividi…' }));
    expect(share).toHaveBeenCalledWith({ title: 'BMW', url: URL });
  });

  it('copies the link, says Copiato! for 2 seconds and shows a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await copyWithToasts();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    expect(await screen.findByText('Link copiato!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPIED_RESET_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeInTheDocument();
  });

  it('reports a copy that fails', async () => {
    setClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    await copyWithToasts();
    expect(await screen.findByText('Impossibile copiare il link')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeInTheDocument();
  });
});
