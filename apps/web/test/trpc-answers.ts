/** One field issue as the API's tRPC error formatter writes it. */
export interface AnswerIssue {
  path: string;
  message: string;
  code?: string;
  origin?: string;
  maximum?: number;
  /** The rule a refusal names, whose message the web app writes itself. */
  params?: { code: string };
}

/** What the API answers a batched tRPC call whose input it refuses: 400 with the issues per field. */
export function invalidInputAnswer(issues: AnswerIssue[]): Response {
  const error = {
    message: 'Dati non validi',
    code: -32600,
    data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'INVALID_INPUT', messageCode: 'INVALID_INPUT', issues },
  };
  return Response.json([{ error }], { status: 400 });
}

/** What the API answers a batched tRPC call that succeeds with `data` (no transformer). */
export function resultAnswer(data: unknown): Response {
  return Response.json([{ result: { data } }]);
}

/** What the API answers a batched tRPC read of something that is not there: 404, `NOT_FOUND`. */
export function notFoundAnswer(message = 'Not found'): Response {
  return Response.json([{ error: { message, code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } }], {
    status: 404,
  });
}
