import type { QuoteInput } from '@nbt/validation';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '../../../lib/trpc';

/** The pause after the visitor's last change before the server is asked again. */
export const QUOTE_PAUSE_MS = 350;

/**
 * The server's quote of a rental, asked again once the choice has stayed the same for a moment;
 * the last answer stays on screen meanwhile. Null asks nothing (no days chosen yet).
 */
export function useRentalQuote(input: QuoteInput | null) {
  const client = useTRPCClient();
  // Compared as text: the caller builds a new object on every render, the same choice is one key.
  const [asked] = useDebouncedValue(input === null ? null : JSON.stringify(input), QUOTE_PAUSE_MS);
  return useQuery({
    queryKey: ['rental-quote', asked],
    queryFn: ({ signal }) => client.quote.create.mutate(JSON.parse(asked!) as QuoteInput, { signal }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
}
