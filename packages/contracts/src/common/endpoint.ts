import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** none: public · access: access token required · refresh: refresh token as bearer · optional: either way. */
export type AuthKind = 'none' | 'access' | 'refresh' | 'optional';
type Schema = z.ZodMiniType | undefined;

/** One HTTP call of the API: the single description both the server and the web app type themselves with. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  A extends AuthKind = AuthKind,
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: M;
  path: string;
  summary: string;
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  status: number;
  response: R;
  /** Other statuses that answer a body other than the error envelope. */
  responses?: Record<number, z.ZodMiniType>;
}

export function endpoint<
  M extends HttpMethod,
  A extends AuthKind,
  R extends z.ZodMiniType,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(e: Endpoint<M, A, B, Q, P, R>): Endpoint<M, A, B, Q, P, R> {
  return e;
}

export type InferOrVoid<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodMiniType
    ? z.input<NonNullable<T>>
    : undefined;
export type BodyOf<E extends Endpoint> = InferOrVoid<E['body']>;
export type QueryOf<E extends Endpoint> = InferOrVoid<E['query']>;
export type ParamsOf<E extends Endpoint> = InferOrVoid<E['params']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** Fills `{name}` segments of an endpoint path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
