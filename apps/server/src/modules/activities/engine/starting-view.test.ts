import { RUNNABLE_ACTIVITIES, startingView } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { captionMachine } from '../caption/caption.machine.ts';
import { chatMachine } from '../chat/chat.machine.ts';
import { discussionMachine } from '../discussion/discussion.machine.ts';
import { geoGameMachine } from '../geogame/geogame.machine.ts';
import { pictionaryMachine } from '../pictionary/pictionary.machine.ts';
import { whiteboardMachine } from '../whiteboard/whiteboard.machine.ts';
import { watchMachine } from '../watch/watch.machine.ts';
import { wordBombMachine } from '../wordbomb/wordbomb.machine.ts';
import type { ActivityContext, ActivityMachine } from './activity-machine.ts';

const ctx: ActivityContext = {
  roomId: 'E1-main',
  now: new Date(0),
  random: () => 0,
  level: 2,
  topicsUsed: [],
  people: [],
  clocks: { roundSeconds: null, breakSeconds: null },
};
const viewOfNew = <S, A>(machine: ActivityMachine<S, A>) => machine.view(machine.initial(ctx));

describe('startingView', () => {
  // The contracts spell each activity's starting view for rooms nothing happened in yet; the machines own it.
  it("is what each runnable activity's machine shows of a new room", () => {
    const views = {
      CHAT: viewOfNew(chatMachine),
      DISCUSSION: viewOfNew(discussionMachine),
      WHITEBOARD: viewOfNew(whiteboardMachine),
      PICTIONARY: viewOfNew(pictionaryMachine),
      GEO_GAME: viewOfNew(geoGameMachine),
      JKLM_FUN: viewOfNew(wordBombMachine),
      CAPTION_THIS: viewOfNew(captionMachine),
      HYPERBEAM: viewOfNew(watchMachine),
    };
    for (const type of RUNNABLE_ACTIVITIES) expect(startingView(type)).toEqual(views[type]);
    expect(startingView('NONE')).toEqual({ type: 'CHAT' });
  });
});
