import type { LivePerson, Relationship } from '@parley/contracts';

export type MenuEntry =
  | 'expand'
  | 'profile'
  | 'mute'
  | 'askAudio'
  | 'camera'
  | 'askVideo'
  | 'follow'
  | 'report'
  | 'unreport'
  | 'move'
  | 'cohost'
  | 'uncohost'
  | 'reload'
  | 'kick';

interface Seen {
  person: LivePerson;
  viewerIsHost: boolean;
  personIsHost: boolean;
  /** The native speaker a host named, who co-hosts (a host, but not the event's own). */
  personIsCoHost?: boolean;
  /** The viewer's relationship with the person, once loaded. */
  relationship: Relationship | undefined;
}

/**
 * What the per-participant menu offers: expand and profile to all; muting and the camera to hosts; asking to unmute
 * or turn the camera on to anyone, of a non-host who is off; follow once the relationship is known; report or its
 * withdrawal; moving to another room to hosts; naming or clearing the native speaker (co-host), reload and kick to
 * hosts, of a non-host. The server checks each right again.
 */
export function participantMenu({ person, viewerIsHost, personIsHost, personIsCoHost, relationship }: Seen): MenuEntry[] {
  const canAsk = !personIsHost;
  const entries: MenuEntry[] = ['expand', 'profile'];
  if (viewerIsHost && !person.audio_muted) entries.push('mute');
  if (canAsk && person.audio_muted) entries.push('askAudio');
  if (viewerIsHost) entries.push('camera');
  if (canAsk && person.video_muted && !person.video_disabled) entries.push('askVideo');
  if (relationship) entries.push('follow');
  entries.push(relationship?.is_reported ? 'unreport' : 'report');
  if (viewerIsHost) entries.push('move');
  if (viewerIsHost && !personIsHost) entries.push('cohost', 'reload', 'kick');
  if (viewerIsHost && personIsCoHost) entries.push('uncohost');
  return entries;
}
