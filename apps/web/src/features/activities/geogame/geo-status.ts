import type { GeoGameView } from '@parley/contracts';
import type { TFunction } from 'i18next';
import '../texts.ts';

interface Seen {
  meId: number;
  /** The city this person describes, once the server told them. */
  city: string | null;
  nameOf: (userId: number) => string;
}

/** The one line that says where the game is for this person: read out whenever it changes. */
export function geoStatus(view: GeoGameView, { meId, city, nameOf }: Seen, t: TFunction): string {
  switch (view.phase) {
    case 'waiting':
      return t('activities.geogame.rules');
    case 'describing':
      if (view.describer_id === meId) return city ? t('activities.geogame.youDescribe', { city }) : '';
      if (view.guessed_ids.includes(meId)) return t('activities.geogame.guessed');
      return t('activities.geogame.describing', { name: view.describer_id === null ? '' : nameOf(view.describer_id) });
    case 'round_over':
      return view.city ? t('activities.geogame.roundOver', { city: view.city.name, country: view.city.country }) : '';
    case 'finished': {
      const [best] = view.scores;
      return best ? t('activities.geogame.winner', { name: nameOf(best.user_id) }) : '';
    }
  }
}
