import type { Weblink } from '@parley/contracts';
import type { WeblinkWithOwner } from './weblinks.store.ts';

/** A link as `viewerId` sees it: whom it is shared with is the owner's business only. */
export const presentWeblink = ({ weblink, owner }: WeblinkWithOwner, viewerId: number, sharedWith: number[]): Weblink => ({
  id: weblink.id,
  title: weblink.title,
  link: weblink.link,
  is_public: weblink.isPublic,
  tags: weblink.tags,
  shared_with: weblink.ownerId === viewerId ? sharedWith : [],
  owner,
  shared: weblink.ownerId !== viewerId,
  created_at: weblink.createdAt.toISOString(),
  updated_at: weblink.updatedAt.toISOString(),
});
