import { vi } from 'vitest';

/** One tRPC call the page sent: the procedure and its input. */
export interface SentCall {
  path: string;
  input: unknown;
}

/**
 * Answers the batched tRPC calls the back office sends (queries by GET, mutations by POST) from a
 * table of procedures, each a function of its input; a procedure missing from the table fails with
 * 404 as an unknown one would. Every call is recorded in `calls`, in order.
 */
export function mockTrpc(handlers: Record<string, (input: unknown) => unknown>) {
  const calls: SentCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
    const url = new URL(String(request instanceof Request ? request.url : request));
    const paths = decodeURIComponent(url.pathname.replace(/^\/api\/trpc\//, '')).split(',');
    const inputs = (
      init?.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get('input') ?? '{}')
    ) as Record<string, unknown>;
    const body = paths.map((path, index) => {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const handler = handlers[path];
      if (!handler) {
        return { error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } };
      }
      try {
        return { result: { data: handler(input) } };
      } catch (error) {
        return { error: error as object };
      }
    });
    const failed = body.length === 1 && 'error' in body[0]!;
    return Promise.resolve(Response.json(body, { status: failed ? 400 : 200 }));
  });
  return { calls, fetchMock };
}

/** What a handler throws for the server's refusal with an Italian message and, optionally, a message code. */
export function refusal(httpStatus: number, message: string, messageCode?: string): object {
  const code = httpStatus === 409 ? 'CONFLICT' : 'BAD_REQUEST';
  return {
    message,
    code: httpStatus === 409 ? -32009 : -32600,
    data: { code, httpStatus, appCode: httpStatus === 409 ? 'CONFLICT' : 'INVALID_INPUT', messageCode },
  };
}
