/** Query keys of the home page, general to specific. */
export const homeKeys = {
  all: ['home'] as const,
  featured: () => [...homeKeys.all, 'featured'] as const,
};
