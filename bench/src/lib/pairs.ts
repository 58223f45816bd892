import type { ServerMessage, SignalData } from '@parley/contracts';
import type { LivePerson } from './live-person.ts';

/** A stand-in for an SDP: a browser's offer for audio and video is a few kilobytes. */
const SDP = `v=0\r\n${'a=candidate-and-codec-lines\r\n'.repeat(100)}`;
const candidate = (n: number): SignalData => ({
  kind: 'candidate',
  candidate: { candidate: `candidate:${n} 1 udp 2122260223 127.0.0.1 ${50_000 + n} typ host`, sdpMid: '0', sdpMLineIndex: 0 },
});

/**
 * What a person of a rotating event does with the room's messages, as the web app's peer mesh does: it learns its room
 * from each new partition, and with a new partner the lower id sends an offer and candidates, the other answers.
 */
export class Pairing {
  room: string | null = null;
  partner: number | null = null;
  signals = 0;
  errors = 0;
  person: LivePerson | null = null;
  readonly id: number;
  readonly eventId: string;

  constructor(id: number, eventId: string) {
    this.id = id;
    this.eventId = eventId;
  }

  private signal(to: number, data: SignalData) {
    if (this.person?.send({ type: 'SIGNAL', payload: { to_user_id: to, data } })) this.signals++;
  }

  private negotiate(to: number, first: 'offer' | 'answer') {
    this.signal(to, { kind: first, sdp: SDP });
    for (let n = 0; n < 3; n++) this.signal(to, candidate(n));
  }

  /** The LivePerson's `onMessage`. */
  readonly hear = (message: ServerMessage) => {
    if (message.type === 'ERROR') this.errors++;
    if (message.type === 'SIGNAL' && message.payload.data.kind === 'offer')
      this.negotiate(message.payload.from_user_id, 'answer');
    if (message.type !== 'AGORA_USER_CHANGED_ROOM') return;
    const [room, members] = Object.entries(message.payload.users_partition).find(([, ids]) => ids.includes(this.id)) ?? [
      null,
      [],
    ];
    const partner = members.length === 2 ? members.find((id) => id !== this.id)! : null;
    const changed = partner !== this.partner;
    this.room = room;
    this.partner = partner;
    if (changed && partner !== null && this.id < partner) this.negotiate(partner, 'offer');
  };
}
