import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing pauses before the search is asked for. */
const TYPING_PAUSE_MS = 300;

/**
 * A search box bound to the address's `q`: what is typed is sent once typing pauses. The address
 * wins when it changes otherwise (back button, a shared link, 'Azzera filtri'); when it only
 * catches up with what was typed, the box keeps what has been typed since.
 */
export function useSearchText(q: string | undefined, send: (q: string | undefined) => void) {
  const [text, setText] = useState(q ?? '');
  const [known, setKnown] = useState(q);
  const [sent, setSent] = useState<string | undefined>(undefined);
  if (q !== known) {
    setKnown(q);
    if (q !== sent) setText(q ?? '');
  }
  const sendText = useDebouncedCallback((typed: string) => {
    const next = typed.trim() ? typed : undefined;
    setSent(next);
    send(next);
  }, TYPING_PAUSE_MS);
  return {
    text,
    type: (value: string) => {
      setText(value);
      sendText(value);
    },
  };
}
