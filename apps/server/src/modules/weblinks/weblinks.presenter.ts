import type { Weblink } from '@parley/contracts';
import type { Shares, WeblinkWithOwner } from './weblinks.store.ts';

/** A link as `viewerId` sees it: whom it is shared with is the owner's business only. */
export const presentWeblink = ({ weblink, owner }: WeblinkWithOwner, viewerId: number, shares: Shares | undefined): Weblink => ({
  id: weblink.id,
  title: weblink.title,
  link: weblink.link,
  is_public: weblink.isPublic,
  tags: weblink.tags,
  shared_with: weblink.ownerId === viewerId ? (shares?.people ?? []) : [],
  shared_with_classrooms: weblink.ownerId === viewerId ? (shares?.classrooms ?? []) : [],
  owner,
  shared: weblink.ownerId !== viewerId,
  created_at: weblink.createdAt.toISOString(),
  updated_at: weblink.updatedAt.toISOString(),
});
