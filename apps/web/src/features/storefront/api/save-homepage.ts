import { storefrontApi, type BodyOf } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { myHomepageQueryOptions } from './my-homepage.ts';

/** The settings pages' calls, each saving one page's fields and answering the whole homepage. */
const SAVES = {
  banner: storefrontApi.saveBanner,
  customization: storefrontApi.saveCustomization,
  prices: storefrontApi.savePrices,
  services: storefrontApi.saveServices,
  offers: storefrontApi.saveOffers,
  availability: storefrontApi.saveAvailability,
  videos: storefrontApi.saveVideos,
} as const;
export type HomepagePage = keyof typeof SAVES;
export type SaveBody<P extends HomepagePage> = BodyOf<(typeof SAVES)[P]>;

export const saveHomepage = <P extends HomepagePage>(page: P, body: SaveBody<P>) => call(SAVES[page], { body } as never);

/** Saves a page; the menu and the other pages read the answer at once, and the public page is fetched afresh. */
export function useSaveHomepage<P extends HomepagePage>(page: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody<P>) => saveHomepage(page, body),
    onSuccess: (homepage) => {
      queryClient.setQueryData(myHomepageQueryOptions.queryKey, homepage);
      void queryClient.invalidateQueries({ queryKey: ['storefront', 'page'] });
    },
  });
}
