import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamsByUser, userIdOf } from './livekit-streams.ts';

/** jsdom has no MediaStream: this holds tracks as one does, enough for the mapping. */
class FakeStream {
  private readonly tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[]) {
    this.tracks = tracks;
  }
  getTracks = () => this.tracks;
  getTrackById = (id: string) => this.tracks.find((t) => t.id === id) ?? null;
}
const track = (id: string) => ({ id }) as MediaStreamTrack;

describe('LiveKit streams by user id', () => {
  beforeEach(() => vi.stubGlobal('MediaStream', FakeStream));
  afterEach(() => vi.unstubAllGlobals());

  it('reads our user ids from identities and nothing else', () => {
    expect(userIdOf('42')).toBe(42);
    for (const other of ['', 'agent-1', '4.2', '-3', '1'.repeat(16)]) expect(userIdOf(other)).toBeNull();
  });

  it('gives each person our server names one stream of their tracks, kept while the tracks stay the same', () => {
    const [a1, a2, b1] = [track('a-mic'), track('a-cam'), track('b-mic')];
    const first = streamsByUser(
      [
        { identity: '7', tracks: [a1, a2] },
        { identity: '8', tracks: [b1] },
        { identity: '9', tracks: [track('moved-out')] },
        { identity: 'egress', tracks: [track('bot')] },
        { identity: '10', tracks: [] },
      ],
      new Set([7, 8, 10]),
      new Map(),
    );
    expect([...first.keys()]).toEqual([7, 8]);
    expect(first.get(7)!.getTracks()).toEqual([a1, a2]);

    const second = streamsByUser(
      [
        { identity: '7', tracks: [a2, a1] },
        { identity: '8', tracks: [b1, track('b-cam')] },
      ],
      new Set([7, 8]),
      first,
    );
    expect(second.get(7)).toBe(first.get(7));
    expect(second.get(8)).not.toBe(first.get(8));
    expect(second.get(8)!.getTracks()).toHaveLength(2);
  });
});
