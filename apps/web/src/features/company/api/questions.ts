import { companyQuestionsApi as api, type TeamQuestionBody } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { companyKeys } from './company.ts';

const questionsKey = [...companyKeys.all, 'questions'] as const;

export const useTeamQuestions = () => useQuery({ queryKey: questionsKey, queryFn: ({ signal }) => call(api.list, { signal }) });

export const saveQuestion = ({ id, body }: { id: number | null; body: TeamQuestionBody }) =>
  id === null ? call(api.create, { body }) : call(api.update, { params: { questionId: id }, body });
export const deleteQuestion = (questionId: number) => call(api.delete, { params: { questionId } });

/** Every change reloads the list: it is short, and its order (newest first) is the server's. */
export function useQuestionChange<V>(change: (vars: V) => Promise<unknown>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: questionsKey });
      onDone?.();
    },
  });
}
