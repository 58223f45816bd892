import type { Weblink } from '@parley/contracts';

/** A link shows its title, or its address without the scheme when it has none. */
export const weblinkName = (w: Pick<Weblink, 'title' | 'link'>) => w.title || w.link.replace(/^https?:\/\//, '');
