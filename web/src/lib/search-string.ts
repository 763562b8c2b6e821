export type SearchValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` from the values that are set (empty strings, null and undefined are left out). */
export function searchString(params: Record<string, SearchValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
