import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../domain/api';
import { call } from '../api';
import { refreshAfterWrite } from '../refresh-after-write';

/** Takes or dismisses a recommendation; a taken one shows up among the favourites or routines. */
export function useAnswerRecommendation() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['answerRecommendation']['input']) =>
      call('answerRecommendation', input),
    onSuccess: () => refreshAfterWrite('recommendation'),
  });
}
