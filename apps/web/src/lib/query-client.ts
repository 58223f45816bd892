import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error.ts';

const MAX_RETRIES = 2;

/** Client errors will not change on a retry; network failures and server faults might. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
