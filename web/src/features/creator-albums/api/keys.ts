/** Query keys of the creator's albums: all -> lists -> detail(id); the stats summary. */
export const albumKeys = {
  all: ['creator-albums'] as const,
  lists: () => [...albumKeys.all, 'list'] as const,
  detail: (id: string) => [...albumKeys.all, 'detail', id] as const,
  summary: () => [...albumKeys.all, 'summary'] as const,
};
