import type { WordBombView } from '@parley/contracts';
import type { TFunction } from 'i18next';
import '../texts.ts';

/** The one line that says where the game is for this person: read out whenever it changes. */
export function bombStatus(view: WordBombView, meId: number, nameOf: (userId: number) => string, t: TFunction): string {
  switch (view.phase) {
    case 'waiting':
      return t('activities.wordbomb.rules');
    case 'playing': {
      const syllable = view.syllable?.toUpperCase() ?? '';
      if (view.holder_id === meId) return t('activities.wordbomb.yourTurn', { syllable });
      const name = view.holder_id === null ? '' : nameOf(view.holder_id);
      return t('activities.wordbomb.theirTurn', { name, syllable });
    }
    case 'finished':
      return view.winner_id === null
        ? t('activities.wordbomb.noWinner')
        : t('activities.wordbomb.winner', { name: nameOf(view.winner_id) });
  }
}

/**
 * The players as the results rank them: the winner, then whoever lasted longest (their last life lost latest),
 * those still standing before those out; more words first among equals.
 */
export function standings(view: WordBombView): WordBombView['players'] {
  const outAt = (userId: number) => {
    const player = view.players.find((p) => p.user_id === userId)!;
    if (player.lives > 0) return Infinity;
    return view.explosions.findLastIndex((e) => e.user_id === userId);
  };
  return [...view.players].sort(
    (a, b) =>
      Number(b.user_id === view.winner_id) - Number(a.user_id === view.winner_id) ||
      outAt(b.user_id) - outAt(a.user_id) ||
      b.lives - a.lives ||
      b.words - a.words,
  );
}
