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
  handle(ctx: C, message: ClientMessageOf<K>): unknown;
}

/** One entry per message type a client may send: a type added to the contract asks for its entry here. */
export type DispatchTable<C> = { [K in ClientType]: MessageRoute<C, K> };

export interface DispatchIo {
  send(message: ServerMessage): void;
  onError(err: unknown): void;
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
 * Reads one socket's frames, each after the one before it, and hands each to its entry. A refusal (an AppError) is
 * answered with an ERROR to that socket alone; anything else is the server's failure and goes to onError.
 */
export function createDispatcher<C>(table: DispatchTable<C>, ctx: C, io: DispatchIo) {
  let toggles: Promise<void> = Promise.resolve();
  const refused = (err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    io.send({ type: 'ERROR', seq: null, payload: { code: err.code, message: err.message } });
  };
  const run = async <K extends ClientType>(message: ClientMessageOf<K>) => {
    const route = table[message.type];
    if (route.toggle) {
      // Handed on now, in arrival order; only its outcome is waited for.
      const stored = (async () => route.handle(ctx, message))()
        .then(() => undefined, refused)
        .catch(io.onError);
      toggles = toggles.then(() => stored);
      return;
    }
    await toggles;
    try {
      await route.handle(ctx, message);
    } catch (err) {
      refused(err);
    }
  };

  return async function dispatch(raw: string): Promise<void> {
    const parsed = clientMessageSchema.safeParse(parse(raw));
    if (!parsed.success) return io.send(MALFORMED);
    await run(parsed.data);
  };
}
