import type { PictionaryView } from '@parley/contracts';
import type { TFunction } from 'i18next';
import '../texts.ts';

interface Seen {
  meId: number;
  /** The word this person draws, once the server told them. */
  word: string | null;
  nameOf: (userId: number) => string;
}

/** The one line that says where the game is for this person: read out whenever it changes. */
export function turnStatus(view: PictionaryView, { meId, word, nameOf }: Seen, t: TFunction): string {
  const drawer = view.drawer_id === null ? '' : nameOf(view.drawer_id);
  const iDraw = view.drawer_id === meId;
  switch (view.phase) {
    case 'waiting':
      return t('activities.pictionary.rules');
    case 'choosing':
      return iDraw ? t('activities.pictionary.chooseTitle') : t('activities.pictionary.choosing', { name: drawer });
    case 'drawing':
      if (iDraw) return word ? t('activities.pictionary.yourWord', { word }) : '';
      if (view.guessed_ids.includes(meId)) return t('activities.pictionary.youGuessed');
      return t('activities.pictionary.drawing', { name: drawer });
    case 'round_over':
      return view.word ? t('activities.pictionary.roundOver', { word: view.word }) : t('activities.pictionary.skipped');
    case 'finished': {
      const [best] = view.scores;
      return best ? t('activities.pictionary.winner', { name: nameOf(best.user_id) }) : '';
    }
  }
}
