import type { z } from 'zod';
import type { Endpoint } from '@parley/contracts';

/**
 * An answer already checked against its endpoint's response schema and written as JSON, for answers that are asked
 * for far more often than they change (the signed-in user on every page load): the router sends the text as it is.
 */
export class SerializedAnswer<E extends Endpoint> {
  /** Ties the text to its endpoint, so a handler can only return one made for its own. */
  declare private readonly endpoint: E;
  readonly json: string;

  private constructor(json: string) {
    this.json = json;
  }

  /** The only way to make one: through the endpoint's own response schema, as the router would. */
  static of<E extends Endpoint>(endpoint: E, value: z.input<E['response']>): SerializedAnswer<E> {
    return new SerializedAnswer<E>(JSON.stringify(endpoint.response.parse(value)));
  }
}
