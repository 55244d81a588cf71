import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { toIssue } from '@nbt/validation';

import { AppError } from '../../errors.js';
import { isApiRequest, isTrpcRequest } from '../../lib/request-path.js';

/** NUL, or half of a UTF-16 surrogate pair (a `\ud800` escape in JSON with no partner). */
const isBadText = (text: string) => text.includes('\0') || /\p{Cs}/u.test(text);

/** Paths of the strings (and keys) in a JSON value that hold text the database can't keep faithfully. */
function badTextPaths(root: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0 && found.length < 10) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isBadText(key)) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * Whether tRPC's adapter can make a fetch Request of this one: it builds the URL from the Host
 * header (node-http createURL), and a Request refuses a URL with credentials (`Host: a@b`).
 */
function hasUsableHost(request: FastifyRequest): boolean {
  try {
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const isJson = (request: FastifyRequest) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * Input hygiene for every JSON body, REST and tRPC alike:
 * - text holding NUL or a lone surrogate is refused with 400: SQLite's length() stops at NUL, so a
 *   CHECK constraint would fail the write; a lone surrogate would be stored as invalid UTF-8 and
 *   read back as three U+FFFD;
 * - tRPC parses its own bodies (its plugin takes the raw text), so that text goes through Fastify's
 *   strict parser here too: `__proto__` and `constructor.prototype` keys are refused as on REST;
 * - tRPC takes JSON only (its own multipart handling fails on a body without a boundary);
 * - tRPC builds the request's URL from the Host header, outside any procedure: a Host no URL can
 *   hold (`a b`, `x:99999`, `a@b`) would fail every tRPC call, so it gets 400.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  const strictParser = app.getDefaultJsonParser('error', 'error');
  const parseStrictly = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) => {
      void strictParser(request, text, (error, value) => (error ? reject(error) : resolve(value)));
    });

  // The site's tRPC client sends JSON only; tRPC's own multipart (FormData) handling fails with a 500
  // on a multipart body without a boundary.
  app.addHook('onRequest', async (request) => {
    if (!isTrpcRequest(request)) return;
    const type = request.headers['content-type'];
    if (type !== undefined && !isJson(request)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_CONTENT_TYPE');
    }
    if (!hasUsableHost(request)) throw new AppError('INVALID_INPUT', 'BAD_REQUEST');
  });

  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request) || !isJson(request)) return;
    let body: unknown = request.body;
    if (typeof body === 'string' && isTrpcRequest(request)) {
      if (body.trim() === '') return;
      body = await parseStrictly(request, body);
    }
    const paths = badTextPaths(body);
    if (paths.length > 0) {
      throw new AppError('INVALID_INPUT', 'BAD_TEXT', {
        issues: paths.map((path) => toIssue(path, 'control_characters')),
      });
    }
  });
});
