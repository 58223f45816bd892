import { randomUUID } from 'node:crypto';
import {
  EVENT_TEXTS,
  LIVE_TEXTS,
  type ChatMessage,
  type chatBodySchema,
  type chatQuerySchema,
  type translateBodySchema,
} from '@parley/contracts';
import type { z } from 'zod';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { TranslationUnavailable } from '../../platform/translation/index.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import type { LiveDeps } from './live.deps.ts';
import { presentChat } from './live.presenter.ts';
import * as store from './live.store.ts';
import { change, mustBeInside } from './room-change.ts';
import { roomOfEvent } from './rooms.service.ts';

export async function sendChat(deps: LiveDeps, viewer: Viewer, body: z.output<typeof chatBodySchema>): Promise<ChatMessage> {
  return change(deps, body.event_id, async ({ tx, found, state, now, emit }) => {
    // A co-host too writes only from inside: one who was removed is a co-host no more.
    if (found.event.hostId !== viewer.id) await mustBeInside(tx, found.event.id, viewer.id);
    if (!state.chatEnabled) throw forbidden(LIVE_TEXTS.chatDisabled);
    if (body.room_id) await roomOfEvent(tx, found.event.id, body.room_id);
    deps.chatLimiter.take(`${found.event.id}:${viewer.id}`);
    const chat = {
      id: randomUUID(),
      eventId: found.event.id,
      roomId: body.room_id ?? null,
      message: body.message,
      createdAt: now,
    };
    await store.insertChat(tx, { ...chat, userId: viewer.id });
    const message = presentChat(chat, (await store.findPerson(tx, viewer.id))!);
    await emit('CHAT', { message });
    return message;
  });
}

/**
 * The event, for its host and the people in its room now: who may read its chat. Someone who left, or was removed
 * (kicked or banned), reads it again only once back inside, as the door lets them.
 */
async function chatReader(deps: LiveDeps, viewer: Viewer, ref: string) {
  const found = await events.findEvent(deps.db, ref, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  if (found.event.hostId !== viewer.id && !(await store.findInside(deps.db, found.event.id, viewer.id)))
    throw forbidden(LIVE_TEXTS.notInEvent);
  return found;
}

export async function chatHistory(deps: LiveDeps, viewer: Viewer, q: z.output<typeof chatQuerySchema>) {
  const found = await chatReader(deps, viewer, q.event_id);
  if (q.room_id) await roomOfEvent(deps.db, found.event.id, q.room_id, true);
  const { items, total } = await store.chatPage(deps.db, found.event.id, q.room_id, q.limit, q.offset);
  return { items: items.map(({ chat, user }) => presentChat(chat, user)), total };
}

/** Whether the Translate button is offered. */
export const translationStatus = async (deps: LiveDeps) => ({ available: deps.translation.available });

export async function translateChat(deps: LiveDeps, viewer: Viewer, body: z.output<typeof translateBodySchema>) {
  if (!deps.translation.available) throw new AppError('SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
  const found = await chatReader(deps, viewer, body.event_id);
  const chat = await store.findChat(deps.db, body.message_id);
  if (!chat || chat.eventId !== found.event.id) throw notFound(LIVE_TEXTS.messageNotFound);
  try {
    const translated = await deps.translation.translate(chat.message, body.target);
    return { message_id: chat.id, text: translated.text, source: translated.source, target: body.target };
  } catch (err) {
    if (err instanceof TranslationUnavailable) throw new AppError('SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
    throw err;
  }
}
