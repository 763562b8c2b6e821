import type { SearchParams } from '../../../config/paths.ts';

/** Query keys of photo search, general to specific. */
export const searchKeys = {
  all: ['search'] as const,
  lists: () => [...searchKeys.all, 'list'] as const,
  list: (params: SearchParams) => [...searchKeys.lists(), params] as const,
};
