import { FOLDER_AUDIENCES, normalizeVisibility, type FolderAudience } from '@parley/contracts';

const { onlyMe, homepageSubscribers } = FOLDER_AUDIENCES;
const TIERS: readonly FolderAudience[] = [FOLDER_AUDIENCES.aiPlan, FOLDER_AUDIENCES.basicPlan, FOLDER_AUDIENCES.premiumPlan];

/** The checkboxes in the spec's order (§4): "Only me", the homepage option with its tiers under it, then the code. */
export const AUDIENCE_CHOICES: readonly FolderAudience[] = [0, 1, 3, 4, 2, 5];
export const isTier = (audience: FolderAudience) => TIERS.includes(audience);

/**
 * A folder's audience after one checkbox changed (spec §4): "Only me" stands alone; the homepage option stands for
 * its three tiers, so checking it checks them, and unchecking it or any tier leaves the homepage option unchecked.
 */
export function toggleAudience(current: readonly FolderAudience[], audience: FolderAudience, checked: boolean): FolderAudience[] {
  if (checked) {
    if (audience === onlyMe) return [onlyMe];
    // The contract's own rule, so the boxes show what the server will store.
    return normalizeVisibility([...current.filter((n) => n !== onlyMe), audience]);
  }
  const dropped: FolderAudience[] =
    audience === homepageSubscribers
      ? [homepageSubscribers, ...TIERS]
      : isTier(audience)
        ? [audience, homepageSubscribers]
        : [audience];
  return current.filter((n) => !dropped.includes(n));
}
