import { ROUTES, type HomepageSection } from '@parley/contracts';
import { generatePath } from 'react-router';

export const settingsPath = (section: HomepageSection) => generatePath(ROUTES.profileSub, { section });
