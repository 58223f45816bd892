import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LivekitRoom } from './livekit-room.ts';
import { streamsByUser, userIdOf } from './livekit-streams.ts';

/** jsdom has no MediaStream: this holds tracks as one does, enough for the mapping. */
class FakeStream {
  private readonly tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[] = []) {
    this.tracks = tracks;
  }
  getTracks = () => this.tracks;
  getTrackById = (id: string) => this.tracks.find((t) => t.id === id) ?? null;
}
const track = (id: string, kind = 'audio') => ({ id, kind }) as MediaStreamTrack;

/**
 * livekit-client as far as LivekitRoom uses it: a room that records its calls and lets the test play LiveKit's events
 * and the people in it. What LiveKit does on the wire is not tried here (ADR 0089).
 */
const lk = vi.hoisted(() => {
  type Handler = () => void;
  class Publication {
    isDesired = false;
    isSubscribed = false;
    readonly source: string;
    readonly track: { mediaStreamTrack: MediaStreamTrack; getRTCStatsReport: () => Promise<undefined> };
    setSubscribed = (on: boolean) => void (this.isDesired = on);
    setVideoDimensions = vi.fn();
    constructor(source: string, mediaStreamTrack: MediaStreamTrack) {
      this.source = source;
      this.track = { mediaStreamTrack, getRTCStatsReport: async () => undefined };
    }
  }
  class Room {
    static last: Room;
    readonly handlers = new Map<string, Handler[]>();
    readonly remoteParticipants = new Map<
      string,
      {
        identity: string;
        trackPublications: Map<string, Publication>;
        getTrackPublication(source: string): Publication | undefined;
      }
    >();
    readonly published: { track: MediaStreamTrack; options: unknown }[] = [];
    readonly mutes: string[] = [];
    readonly localParticipant = {
      getTrackPublication: (source: string) =>
        this.published.some((p) => (p.options as { source: string }).source === source)
          ? { mute: async () => this.mutes.push(`${source} off`), unmute: async () => this.mutes.push(`${source} on`) }
          : undefined,
      publishTrack: async (track: MediaStreamTrack, options: unknown) => void this.published.push({ track, options }),
    };
    readonly options: unknown;
    connect = vi.fn(async () => undefined);
    disconnect = vi.fn(async () => undefined);
    constructor(options: unknown) {
      this.options = options;
      Room.last = this;
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    emit(event: string) {
      for (const handler of this.handlers.get(event) ?? []) handler();
    }
    /** Someone in the LiveKit room with a microphone and a camera published. */
    add(identity: string) {
      const pubs = [
        new Publication('microphone', track(`${identity}-mic`)),
        new Publication('camera', track(`${identity}-cam`, 'video')),
      ];
      this.remoteParticipants.set(identity, {
        identity,
        trackPublications: new Map(pubs.map((p) => [p.source, p])),
        getTrackPublication: (source: string) => pubs.find((p) => p.source === source),
      });
      return Object.assign(pubs, { camera: pubs[1]! });
    }
  }
  return { Room, Publication };
});
vi.mock('livekit-client', () => ({
  Room: lk.Room,
  RoomEvent: {
    ParticipantConnected: 'participantConnected',
    TrackPublished: 'trackPublished',
    TrackSubscribed: 'trackSubscribed',
    TrackUnsubscribed: 'trackUnsubscribed',
    ParticipantDisconnected: 'participantDisconnected',
    Disconnected: 'disconnected',
  },
  Track: { Source: { Camera: 'camera', Microphone: 'microphone' } },
  VideoPresets: { h180: { width: 320 }, h360: { width: 640 } },
}));

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

  it('publishes, subscribes to the people our server names only, sizes their video, passes the switches on, reports a lost connection', async () => {
    const join = { url: 'wss://lk.example', token: 'jwt', token_ttl_seconds: 600, room: 'ev-r0' };
    const shown: ReadonlyMap<number, MediaStream>[] = [];
    const onLost = vi.fn();
    const local = new FakeStream([track('me-mic'), track('me-cam', 'video')]) as unknown as MediaStream;
    const room = await LivekitRoom.open({ join, peerIds: [7], local, onStreams: (s) => shown.push(s), onLost });
    const fake = lk.Room.last;
    expect(fake.connect).toHaveBeenCalledWith('wss://lk.example', 'jwt', { autoSubscribe: false });
    expect(fake.published.map((p) => p.options)).toEqual([
      { source: 'microphone', simulcast: false },
      { source: 'camera', simulcast: true },
    ]);

    const [ann, moved] = [fake.add('7'), fake.add('9')];
    fake.emit('trackPublished');
    expect(ann.map((p) => p.isDesired)).toEqual([true, true]);
    expect(moved.map((p) => p.isDesired)).toEqual([false, false]);
    for (const pub of [...ann, ...moved]) pub.isSubscribed = pub.isDesired;
    fake.emit('trackSubscribed');
    expect([...shown.at(-1)!.keys()]).toEqual([7]);
    expect(
      shown
        .at(-1)!
        .get(7)!
        .getTracks()
        .map((t) => t.id),
    ).toEqual(['7-mic', '7-cam']);

    // After a host's mute LiveKit holds the microphone muted until this browser says otherwise.
    room.setMuted('audio', true);
    room.setMuted('audio', false);
    room.setMuted('video', true);
    expect(fake.mutes).toEqual(['microphone off', 'microphone on', 'camera off']);

    room.setTileWidth(7, 320);
    expect(ann.camera.setVideoDimensions).toHaveBeenCalledWith({ width: 320, height: 180 });
    room.update(join, [9]);
    expect(ann.map((p) => p.isDesired)).toEqual([false, false]);
    expect(moved.map((p) => p.isDesired)).toEqual([true, true]);

    fake.emit('disconnected');
    expect(onLost).toHaveBeenCalledTimes(1);
    room.close();
    fake.emit('disconnected');
    expect(onLost).toHaveBeenCalledTimes(1);
    // The local media hook owns the camera and microphone: leaving does not stop them.
    expect(fake.disconnect).toHaveBeenCalledWith(false);
  });
});
