import { addTexts } from '../../lib/i18n/feature-texts.ts';
import texts from './texts.en.json';

/** The sign-up, verification, reset, guest-trial and demo pages' texts: no page but theirs downloads them. */
declare module '../../lib/i18n/feature-texts.ts' {
  interface FeatureTexts {
    verify: (typeof texts)['verify'];
    forgot: (typeof texts)['forgot'];
    register: (typeof texts)['register'];
    slogin: (typeof texts)['slogin'];
    trial: (typeof texts)['trial'];
    demo: (typeof texts)['demo'];
  }
}

addTexts(texts);
