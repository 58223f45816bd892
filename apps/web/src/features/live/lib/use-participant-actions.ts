import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LivePerson, Relationship } from '@parley/contracts';
import { relationshipQueryOptions } from '../../../entities/social/api/relationship.ts';
import { unreport } from '../../../entities/social/api/unreport.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { askToUnmute, changeNativeSpeaker, kickUser, muteUser, sendReload, setVideoAllowed } from '../api/host-controls.ts';
import '../texts.ts';
import '../../../entities/social/texts.ts';

/** What the participant menu does to a person; each tells its failure, and some their success, in a toast. */
export function useParticipantActions(eventId: string, meId: number, person: LivePerson, name: string, eventHostId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = relationshipQueryOptions(meId, person.id);
  const run = (action: () => Promise<unknown>, done?: string) =>
    void action().then(
      () => done && showToast(done, 'success'),
      (err: unknown) => showToast(failureText(err), 'error'),
    );
  const setRelationship = (answer: Relationship) => queryClient.setQueryData(queryKey, answer);
  return {
    mute: () => run(() => muteUser(eventId, person.id, 'audio')),
    askAudio: () => run(() => askToUnmute(eventId, person.id, 'audio'), t('live.menu.asked')),
    camera: () => run(() => setVideoAllowed(eventId, person.id, person.video_disabled)),
    askVideo: () => run(() => askToUnmute(eventId, person.id, 'video'), t('live.menu.asked')),
    unreport: () => run(async () => setRelationship(await unreport(person.id)), t('social.report.withdrawn')),
    cohost: () => run(() => changeNativeSpeaker(eventId, person.id), t('live.menu.cohostNamed', { name })),
    uncohost: () => run(() => changeNativeSpeaker(eventId, eventHostId), t('live.menu.cohostCleared', { name })),
    reload: () => run(() => sendReload(eventId, person.id), t('live.menu.reloadSent')),
    kick: (seconds: number) => run(() => kickUser(eventId, person.id, seconds), t('live.kick.done', { name })),
    reported: setRelationship,
  };
}
