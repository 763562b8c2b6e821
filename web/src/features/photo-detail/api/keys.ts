/** Query keys of the public photo page, general to specific. */
export const photoDetailKeys = {
  all: ['public-photo'] as const,
  details: () => [...photoDetailKeys.all, 'detail'] as const,
  detail: (id: string) => [...photoDetailKeys.details(), id] as const,
  similar: (id: string) => [...photoDetailKeys.detail(id), 'similar'] as const,
};
