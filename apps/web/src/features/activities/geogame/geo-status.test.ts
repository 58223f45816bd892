import { WAITING_GEO_GAME, type GeoGameView } from '@parley/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../texts.en.json';
import { geoStatus } from './geo-status.ts';

const view = (over: Partial<GeoGameView>): GeoGameView => ({ ...WAITING_GEO_GAME, ...over });
const nameOf = (id: number) => ['', 'Ann', 'Ben', 'Cy'][id]!;

const t = i18next.t.bind(i18next);
beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: texts } } }));

describe('geoStatus', () => {
  it('says what each person does at each step of a round', () => {
    const describing = view({ phase: 'describing', round: 1, rounds_total: 3, describer_id: 1, guessed_ids: [2] });
    expect(geoStatus(describing, { meId: 1, city: 'Lima', nameOf }, t)).toBe(
      'Describe Lima without saying its name or its country',
    );
    expect(geoStatus(describing, { meId: 2, city: null, nameOf }, t)).toBe('Your pin is in. Wait for the others');
    expect(geoStatus(describing, { meId: 3, city: null, nameOf }, t)).toBe(
      'Ann is describing a city. Listen, ask questions, and put your pin on the map',
    );
    expect(
      geoStatus(view({ phase: 'round_over', city: { name: 'Lima', country: 'Peru' } }), { meId: 3, city: null, nameOf }, t),
    ).toBe('It was Lima, Peru');
    const finished = view({ phase: 'finished', scores: [{ user_id: 2, points: 150 }] });
    expect(geoStatus(finished, { meId: 3, city: null, nameOf }, t)).toBe('Ben wins!');
  });
});
