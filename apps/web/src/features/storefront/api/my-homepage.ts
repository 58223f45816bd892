import { storefrontApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

const getMyHomepage = (signal?: AbortSignal) => call(storefrontApi.mine, { signal });

/** The signed-in teacher's homepage (null before a url is claimed); every settings page saves into this entry. */
export const myHomepageQueryOptions = queryOptions({
  queryKey: ['storefront', 'mine'],
  queryFn: ({ signal }) => getMyHomepage(signal),
});

export const useMyHomepage = (enabled = true) => useQuery({ ...myHomepageQueryOptions, enabled });
