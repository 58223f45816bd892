/**
 * The conversation as two channels for the recorder (docs/decisions/0032-pair-recording.md): this user's microphone
 * on the left, everyone else in the room on the right, so the feedback hears the learner alone while playback keeps
 * both voices. Muted microphones give silence, as in the room itself.
 */
export function createConversationMix(context: AudioContext) {
  const merger = context.createChannelMerger(2);
  const destination = context.createMediaStreamDestination();
  destination.channelCount = 2;
  destination.channelCountMode = 'explicit';
  destination.channelInterpretation = 'discrete';
  merger.connect(destination);
  const sources = new Map<string, MediaStreamAudioSourceNode>();

  return {
    stream: destination.stream,
    /** Follows the tracks as they change: another microphone chosen, a partner's audio arriving or going. */
    update(mine: MediaStream | null, theirs: readonly MediaStream[]) {
      const wanted = new Map<string, { track: MediaStreamTrack; channel: 0 | 1 }>();
      for (const track of mine?.getAudioTracks() ?? []) wanted.set(track.id, { track, channel: 0 });
      for (const stream of theirs) for (const track of stream.getAudioTracks()) wanted.set(track.id, { track, channel: 1 });
      for (const [id, node] of sources)
        if (!wanted.has(id)) {
          node.disconnect();
          sources.delete(id);
        }
      for (const [id, { track, channel }] of wanted) {
        if (sources.has(id) || track.readyState === 'ended') continue;
        const node = context.createMediaStreamSource(new MediaStream([track]));
        node.connect(merger, 0, channel);
        sources.set(id, node);
      }
    },
    close() {
      for (const node of sources.values()) node.disconnect();
      sources.clear();
      merger.disconnect();
    },
  };
}
export type ConversationMix = ReturnType<typeof createConversationMix>;
