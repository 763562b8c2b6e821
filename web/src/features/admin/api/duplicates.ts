import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { suspectedDuplicate } from '@contract/duplicates.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys, useAdminMutation } from './admin-api.ts';

/** Suspected duplicates (decision 51): the open ones, and the admin's two decisions. */
const duplicatesKey = () => [...adminKeys.all, 'duplicates'] as const;

export const duplicatesQuery = () =>
  queryOptions({
    queryKey: duplicatesKey(),
    queryFn: async () =>
      z.array(suspectedDuplicate).parse(await api.get<unknown>('/v1/admin/duplicates')),
  });

export const useDuplicates = () => useQuery(duplicatesQuery());

const id = encodeURIComponent;

export const useConfirmDuplicate = () =>
  useAdminMutation((duplicateId: string) =>
    api.post(`/v1/admin/duplicates/${id(duplicateId)}/confirm`),
  );
export const useClearDuplicate = () =>
  useAdminMutation((duplicateId: string) =>
    api.post(`/v1/admin/duplicates/${id(duplicateId)}/clear`),
  );
