import { clientMessageSchema, type ClientMessage, type ServerMessage } from '@parley/contracts';
import { AppError } from '../../errors.ts';

type ClientType = ClientMessage['type'];
export type ClientMessageOf<K extends ClientType> = Extract<ClientMessage, { type: K }>;

export interface MessageRoute<C, K extends ClientType> {
  /**
   * A toggle is handed on as it arrives, without waiting for the toggles before it to be stored (the media-state
   * writer keeps their order and lets a burst share one commit); every other message waits until they are stored.
   */
  toggle?: true;
  /**
   * A message of the moment (a stroke being drawn) is handled as it arrives: it neither waits for the messages before
   * it nor holds up those after it. Each one supersedes the last and boards order elements by version, so overtaking
   * the sender's slow commit costs nothing, where waiting for it held every stroke of the sender up behind the database.
   */
  momentary?: true;
  handle(ctx: C, message: ClientMessageOf<K>): unknown;
}

/** One entry per message type a client may send: a type added to the contract asks for its entry here. */
export type DispatchTable<C> = { [K in ClientType]: MessageRoute<C, K> };

export interface DispatchIo {
  send(message: ServerMessage): void;
  onError(err: unknown): void;
  /** Whether the socket may send a message of this type now; one it may not is dropped unanswered. */
  admit?(type: ClientType): boolean;
}

const MALFORMED: ServerMessage = {
  type: 'ERROR',
  seq: null,
  payload: { code: 'VALIDATION_ERROR', message: 'Unknown or malformed message' },
};

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads one socket's frames as they arrive and hands each to its entry, each after the one before it except messages
 * of the moment. A refusal (an AppError) is answered with an ERROR to that socket alone, naming the refused message's
 * type; anything else is the server's failure and goes to onError. The answer settles once the frame is handled.
 */
export function createDispatcher<C>(table: DispatchTable<C>, ctx: C, io: DispatchIo) {
  let toggles: Promise<void> = Promise.resolve();
  let ordered: Promise<void> = Promise.resolve();
  const refusal = (type: ClientType) => (err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    io.send({ type: 'ERROR', seq: null, payload: { code: err.code, message: err.message, message_type: type } });
  };
  const run = async <K extends ClientType>(message: ClientMessageOf<K>) => {
    const route = table[message.type];
    if (route.toggle) {
      // Handed on now, in arrival order; only its outcome is waited for.
      const stored = (async () => route.handle(ctx, message))()
        .then(() => undefined, refusal(message.type))
        .catch(io.onError);
      toggles = toggles.then(() => stored);
      return;
    }
    if (!route.momentary) await toggles;
    try {
      await route.handle(ctx, message);
    } catch (err) {
      refusal(message.type)(err);
    }
  };

  return function dispatch(raw: string): Promise<void> {
    const parsed = clientMessageSchema.safeParse(parse(raw));
    const message = parsed.success ? parsed.data : null;
    if (message && io.admit?.(message.type) === false) return Promise.resolve();
    if (message && table[message.type].momentary) return run(message).catch(io.onError);
    ordered = ordered.then(() => (message ? run(message) : io.send(MALFORMED))).catch(io.onError);
    return ordered;
  };
}
