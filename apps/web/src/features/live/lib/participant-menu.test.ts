import { describe, expect, it } from 'vitest';
import type { Relationship } from '@parley/contracts';
import { person } from '../state/live-room.fixtures.ts';
import { participantMenu } from './participant-menu.ts';

const relationship = (is_reported = false): Relationship => ({
  user_id: 2,
  is_following: false,
  is_followed_by: false,
  is_avoiding: false,
  is_reported,
  followers_count: 0,
  following_count: 0,
  following_limit: null,
  avoiding_count: 0,
  avoiding_limit: 5,
});

describe('the participant menu', () => {
  it('gives a learner expand, profile and report, and follow once the relationship is known', () => {
    const seen = { person: person(2), viewerIsHost: false, personIsHost: false };
    expect(participantMenu({ ...seen, relationship: undefined })).toEqual(['expand', 'profile', 'report']);
    expect(participantMenu({ ...seen, relationship: relationship() })).toEqual(['expand', 'profile', 'follow', 'report']);
    expect(participantMenu({ ...seen, relationship: relationship(true) })).toEqual(['expand', 'profile', 'follow', 'unreport']);
  });

  it('lets anyone ask a muted non-host to turn the microphone or an allowed camera on', () => {
    const off = person(2, { audio_muted: true, video_muted: true });
    expect(participantMenu({ person: off, viewerIsHost: false, personIsHost: false, relationship: undefined })).toEqual([
      'expand',
      'profile',
      'askAudio',
      'askVideo',
      'report',
    ]);
    const disabled = person(2, { video_muted: true, video_disabled: true });
    expect(
      participantMenu({ person: disabled, viewerIsHost: false, personIsHost: false, relationship: undefined }),
    ).not.toContain('askVideo');
    expect(participantMenu({ person: off, viewerIsHost: false, personIsHost: true, relationship: undefined })).toEqual([
      'expand',
      'profile',
      'report',
    ]);
  });

  it('gives a host mute, camera, co-hosting, reload and kick over a learner, and ending a co-host', () => {
    const seen = { person: person(2), viewerIsHost: true, relationship: undefined };
    expect(participantMenu({ ...seen, personIsHost: false })).toEqual([
      'expand',
      'profile',
      'mute',
      'camera',
      'report',
      'move',
      'cohost',
      'reload',
      'kick',
    ]);
    expect(participantMenu({ ...seen, personIsHost: true })).toEqual(['expand', 'profile', 'mute', 'camera', 'report', 'move']);
    expect(participantMenu({ ...seen, personIsHost: true, personIsCoHost: true })).toEqual([
      'expand',
      'profile',
      'mute',
      'camera',
      'report',
      'move',
      'uncohost',
    ]);
  });
});
