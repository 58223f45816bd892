import type { CaptionView } from '@parley/contracts';
import type { TFunction } from 'i18next';
import '../texts.ts';

/** The one line that says where the game is for this person: read out whenever it changes. */
export function captionStatus(view: CaptionView, meId: number, nameOf: (userId: number) => string, t: TFunction): string {
  const done = view.done_ids.includes(meId);
  switch (view.phase) {
    case 'waiting':
      return t('activities.caption.rules');
    case 'writing':
      return done ? t('activities.caption.captioned') : t('activities.caption.write');
    case 'voting':
      return done ? t('activities.caption.voted') : t('activities.caption.vote');
    case 'round_over': {
      const winners = view.last_round?.winner_ids ?? [];
      return winners.length
        ? t('activities.caption.roundWinner', { name: winners.map(nameOf).join(', ') })
        : t('activities.caption.noVotes');
    }
    case 'finished': {
      const [best] = view.scores;
      return best ? t('activities.caption.winner', { name: nameOf(best.user_id) }) : '';
    }
  }
}
