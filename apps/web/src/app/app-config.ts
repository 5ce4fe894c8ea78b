import { API, type PublicConfig } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiFetch<PublicConfig>(API.config, { auth: false }),
  staleTime: Infinity,
});

/** Deployment facts from GET /api/config (product name, tutor mode, Google, voice, links). */
export const useAppConfig = () => useQuery(appConfigQueryOptions).data;

/** The configured product name; 'Vidya' until /api/config answers (or if it cannot). */
export const useProductName = () => useAppConfig()?.productName ?? 'Vidya';
