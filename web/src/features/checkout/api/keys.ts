/** Query keys of the checkout, general to specific. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  price: (id: string) => [...checkoutKeys.all, 'price', id] as const,
};
