import type { AnyTRPCProcedure, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';

import type { Actor, Caller, Dependencies } from '../context.js';
import type { CachedAnswer } from '../lib/public-cache.js';
import type { Answers, HeaderDoc, Security } from '../openapi/answers.js';
import type { TrpcContext } from '../trpc/context.js';
import { adminCredentialProcedure, adminProcedure, credentialProcedure, publicProcedure } from '../trpc/init.js';

// Each operation is declared once: its input, output, who may call it and, for the documented
// /api, its method, path and status. The tRPC procedure and the REST route are both made from the
// declaration (here and in rest-routes.ts) and both call the same `run`.

/** What an operation runs with: the app's dependencies, the caller and its request, whatever the transport. */
export type Call = TrpcContext;
/** The same for an administrator's operation: the caller is known to be one. */
export type AdminCall = Call & { actor: Actor };

/** How an operation appears in the documented /api. */
export interface RestBinding {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's syntax: `/vehicles/:id`; an `:id` comes from the path, the rest of the input from the body. */
  path: string;
  /** The success status; 200 unless given. */
  status?: 201;
  summary: string;
  description?: string;
  /** The success answer's description. */
  answer: string;
  /** The route's own failures (`failures({ NOT_FOUND: … })`); the common ones are added to every route. */
  responses?: Answers;
  /** Headers of the success answer. */
  headers?: Record<string, HeaderDoc>;
  /** Which sessions the route takes when it is not an admin operation; public ones take none. */
  security?: Security;
  /** The body, when it is not the input less the path's id. */
  body?: z.ZodType;
  /** A GET whose input is its query string, checked with this schema. */
  query?: z.ZodType;
  /** The input field the body fills (`{ id, data }`), when the body is not spread into the input. */
  bodyField?: string;
  /** The success body's schema and value, when REST answers more or less than the tRPC procedure. */
  schema?: z.ZodType;
  send?: (result: never) => unknown;
  /** A failure this route answers in its own shape; anything else goes to the error handler. */
  refuse?: (error: unknown) => { status: number; body: unknown } | undefined;
}

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

interface Declaration<
  S extends z.ZodType | undefined,
  O,
  K extends 'query' | 'mutation',
  A extends 'public' | 'admin',
> {
  kind: K;
  access: A;
  /** A call that checks or sets a password: at most one per HTTP request. */
  credential?: true;
  input?: S;
  /** Checks the tRPC answer (except for kept reads) and serialises the REST one: only the fields it names go out. */
  output?: z.ZodType<O>;
  /**
   * Public and cacheable: the answer is the same for every visitor and kept once per data version.
   * REST sends the kept bytes with their ETag and compressed copies, tRPC the kept value with an ETag.
   */
  kept?: (call: Call, input: Input<S>) => Promise<CachedAnswer<O>>;
  /** What an administrator gets instead of the kept answer (hidden prices shown), on REST and tRPC alike. */
  forAdmin?: (deps: Dependencies, actor: Actor, input: Input<S>) => Promise<O>;
  /** A service's own shape: what it works with (and the request's cookies), who asks, what was asked. */
  run?: (
    call: A extends 'admin' ? AdminCall : Call,
    actor: A extends 'admin' ? Actor : Caller,
    input: Input<S>,
  ) => O | Promise<O>;
  rest?: RestBinding;
}

export type Operation<
  S extends z.ZodType | undefined = z.ZodType | undefined,
  O = unknown,
  K extends 'query' | 'mutation' = 'query' | 'mutation',
  A extends 'public' | 'admin' = 'public' | 'admin',
> = Declaration<S, O, K, A> & {
  readonly operation: true;
  /** Served by the documented /api only (`restOnly`): no tRPC procedure is made of it. */
  readonly restOnly?: true;
};

function declare<K extends 'query' | 'mutation', A extends 'public' | 'admin'>(kind: K, access: A) {
  return <O, S extends z.ZodType | undefined = undefined>(
    declaration: Omit<Declaration<S, O, K, A>, 'kind' | 'access'>,
  ): Operation<S, O, K, A> => ({ ...declaration, kind, access, operation: true });
}

export const publicQuery = declare('query', 'public');
export const publicMutation = declare('mutation', 'public');
export const adminQuery = declare('query', 'admin');
export const adminMutation = declare('mutation', 'admin');

/**
 * An operation the documented /api keeps for its clients and no screen of the web app calls: it
 * stays a REST route and is no tRPC procedure, so tRPC exposes only what the web app needs.
 */
export function restOnly<T extends { readonly operation: true; rest?: RestBinding }>(
  op: T,
): T & { readonly restOnly: true } {
  if (!op.rest) throw new Error('A REST-only operation needs a REST binding');
  return { ...op, restOnly: true };
}

/** A REST binding: `'PUT /vehicles/:id'`, the summary and the success answer's description, then the rest. */
export function rest(
  route: `${RestBinding['method']} /${string}`,
  summary: string,
  answer: string,
  more: Partial<RestBinding> = {},
): RestBinding {
  const [method, path] = route.split(' ') as [RestBinding['method'], string];
  return { method, path, summary, answer, ...more };
}

/** The answer of a write that returns nothing else. */
export async function succeeded(work: Promise<unknown>): Promise<{ success: true }> {
  await work;
  return { success: true };
}

/** Operations and groups of them, by name: the shape of the tRPC router. */
export interface OperationTree {
  [name: string]: { readonly operation: true } | OperationTree;
}

type ProcedureOf<T> =
  T extends Operation<infer S, infer O, infer K, infer _A>
    ? K extends 'query'
      ? TRPCQueryProcedure<{ input: S extends z.ZodType ? z.input<S> : void; output: O; meta: object }>
      : TRPCMutationProcedure<{ input: S extends z.ZodType ? z.input<S> : void; output: O; meta: object }>
    : never;

export type ProceduresOf<T> = {
  [K in keyof T as T[K] extends { restOnly: true } ? never : K]: T[K] extends { operation: true }
    ? ProcedureOf<T[K]>
    : ProceduresOf<T[K]>;
};

const isOperation = (node: OperationTree[string]): node is Operation => node.operation === true;

/**
 * The run of a declaration: a kept read answers its kept value, or to an administrator what
 * `forAdmin` gives, as the REST route does.
 */
export function runOf(op: Operation): (call: Call, input: unknown) => unknown {
  const { kept, forAdmin, output, run } = op as Declaration<z.ZodType, unknown, 'query', 'public'>;
  if (kept)
    return async (call, input) => {
      if (!forAdmin || !call.actor?.isAdmin) return (await kept(call, input)).value;
      // Only the fields the schema names go out, as REST serialises the same answer.
      const answer = await forAdmin(call, call.actor, input);
      return output ? output.parse(answer) : answer;
    };
  if (!run) throw new Error('An operation needs run or kept');
  // A signed-in caller keeps what its request carries (the login device cookie among it); an
  // anonymous one is known by its request alone.
  return (call, input) =>
    (run as (call: Call, actor: Caller, input: unknown) => unknown)(
      call,
      call.actor ? { ...call.meta, ...call.actor } : call.meta,
      input,
    );
}

function procedureOf(op: Operation): AnyTRPCProcedure {
  const base =
    op.access === 'admin'
      ? op.credential
        ? adminCredentialProcedure
        : adminProcedure
      : op.credential
        ? credentialProcedure
        : publicProcedure;
  const withInput = op.input ? base.input(op.input) : base;
  // A kept read was checked against its schema once, when it was made.
  const checked = op.output && !op.kept ? withInput.output(op.output) : withInput;
  const run = runOf(op);
  const resolver = ({ ctx, input }: { ctx: Call; input: unknown }) => run(ctx, input);
  return op.kind === 'query' ? checked.query(resolver) : checked.mutation(resolver);
}

/** The tRPC procedures of a tree of operations, in the same shape. */
export function proceduresOf<T extends OperationTree>(tree: T): ProceduresOf<T> {
  return Object.fromEntries(
    Object.entries(tree)
      .filter(([, node]) => !(isOperation(node) && node.restOnly))
      .map(([name, node]) => [name, isOperation(node) ? procedureOf(node) : proceduresOf(node as OperationTree)]),
  ) as ProceduresOf<T>;
}

/** Every operation of a tree with its dotted name (`admin.vehicles.update`), as tRPC calls it. */
export function operationsOf(tree: OperationTree, prefix = ''): [string, Operation][] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isOperation(node)
      ? [[`${prefix}${name}`, node] as [string, Operation]]
      : operationsOf(node as OperationTree, `${prefix}${name}.`),
  );
}
