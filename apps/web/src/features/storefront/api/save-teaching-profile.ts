import { useMutation } from '@tanstack/react-query';
import { teachingProfileApi, type BodyOf } from '@parley/contracts';
import { useUserSaved } from '../../../entities/user/api/update-profile.ts';
import { call } from '../../../lib/api/client.ts';

/** Saves "About your teaching"; the answer is the saved user, which the session takes. */
export function useSaveTeachingProfile() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof teachingProfileApi.save>) => call(teachingProfileApi.save, { body }),
    onSuccess: useUserSaved(),
  });
}
