import { ERROR_CODES, ERROR_STATUS, EVENT_TEXTS, WS_CLOSE, type ServerMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { JoinRefused } from '../events/public.ts';
import { closeAfter, closeCodeOf, closeReason } from './close-codes.ts';

describe('close codes of refusals at the door', () => {
  it('follow the status of the error code: 400, 401 and 404 have their own, every other refusal is 4403', () => {
    const expected = { 400: WS_CLOSE.badRequest, 401: WS_CLOSE.badToken, 404: WS_CLOSE.unknownEvent } as Record<number, number>;
    for (const code of ERROR_CODES)
      expect([code, closeCodeOf(new AppError(code, 'no'))]).toEqual([code, expected[ERROR_STATUS[code]] ?? WS_CLOSE.notAllowed]);
  });

  it('tell an event that is over (4410) from other refusals of the join, which share their error code', () => {
    const refused = (reason: JoinRefused['reason']) => closeCodeOf(new JoinRefused({ reason, message: 'no' }));
    expect(refused('EVENT_ENDED')).toBe(WS_CLOSE.eventOver);
    expect(refused('EVENT_CANCELLED')).toBe(WS_CLOSE.eventOver);
    expect(refused('EVENT_NOT_LIVE')).toBe(WS_CLOSE.notAllowed);
    expect(refused('EVENT_FULL')).toBe(WS_CLOSE.notAllowed);
    expect(refused('EXC_SESSION_LIMIT_REACHED')).toBe(WS_CLOSE.notAllowed);
  });

  it('do not read the message: an over-looking text on another refusal is still 4403', () => {
    expect(closeCodeOf(new AppError('CONFLICT', EVENT_TEXTS.eventPast))).toBe(WS_CLOSE.notAllowed);
  });

  it('are 1011 for anything that is not a refusal', () => {
    expect(closeCodeOf(new Error('boom'))).toBe(1011);
    expect(closeCodeOf('boom')).toBe(1011);
  });

  it('keep reasons within the 123 bytes a close frame holds', () => {
    expect(closeReason('x'.repeat(200))).toBe('x'.repeat(123));
    expect(closeReason('é'.repeat(100))).toBe('é'.repeat(61));
    expect(closeReason('short')).toBe('short');
  });
});

describe('messages that close the socket they reach', () => {
  const kicked = (userId: number, permanent: boolean): ServerMessage => ({
    type: 'KICKED',
    seq: 3,
    payload: { user_id: userId, banned_until: null, permanent },
  });

  it('closes the removed person’s socket with 4403, and no one else’s', () => {
    expect(closeAfter(kicked(7, true), 7)).toEqual({ code: WS_CLOSE.notAllowed, reason: 'Removed for good' });
    expect(closeAfter(kicked(7, false), 7)).toEqual({ code: WS_CLOSE.notAllowed, reason: 'Removed' });
    expect(closeAfter(kicked(7, true), 8)).toBeNull();
  });

  it('closes every socket with 4410 when the event is over', () => {
    const ended: ServerMessage = { type: 'EVENT_ENDED', seq: 9, payload: { reason: 'cancelled' } };
    expect(closeAfter(ended, 1)).toEqual({ code: WS_CLOSE.eventOver, reason: 'cancelled' });
    expect(closeAfter({ type: 'LOCKING', seq: 4, payload: { locked: true } }, 1)).toBeNull();
  });
});
