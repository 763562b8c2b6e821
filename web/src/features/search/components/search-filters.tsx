import { HStack, NativeSelect } from '@chakra-ui/react';
import type { SearchParams } from '../../../config/paths.ts';

type Filter = 'orientation' | 'price' | 'sort';

/** The API's filters as URL state (spec 7 search; DESIGN.md: filters live in the URL). */
const filters: { name: Filter; label: string; options: { value: string; label: string }[] }[] = [
  {
    name: 'orientation',
    label: 'Orientation',
    options: [
      { value: '', label: 'Any orientation' },
      { value: 'landscape', label: 'Landscape' },
      { value: 'portrait', label: 'Portrait' },
      { value: 'square', label: 'Square' },
    ],
  },
  {
    name: 'price',
    label: 'Price',
    options: [
      { value: '', label: 'Free and paid' },
      { value: 'free', label: 'Free' },
      { value: 'paid', label: 'Paid' },
    ],
  },
  {
    name: 'sort',
    label: 'Sort by',
    options: [
      { value: 'relevant', label: 'Most relevant' },
      { value: 'newest', label: 'Newest' },
      { value: 'popular', label: 'Most popular' },
    ],
  },
];

/** Reads a filter from the URL, keeping only the values the API knows. */
export function readSearchParams(search: URLSearchParams): SearchParams {
  const pick = <T extends string>(name: Filter, allowed: readonly T[]) => {
    const value = search.get(name);
    return allowed.find((option) => option === value);
  };
  return {
    q: (search.get('q') ?? '').trim(),
    orientation: pick('orientation', ['landscape', 'portrait', 'square'] as const),
    price: pick('price', ['free', 'paid'] as const),
    sort: pick('sort', ['relevant', 'newest', 'popular'] as const) ?? 'relevant',
  };
}

export function SearchFilters({
  params,
  onChange,
}: {
  params: SearchParams;
  onChange: (next: SearchParams) => void;
}) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Filters">
      {filters.map((filter) => (
        <NativeSelect.Root
          key={filter.name}
          size="md"
          width={{ base: 'calc(50% - 4px)', sm: 'auto' }}
        >
          <NativeSelect.Field
            aria-label={filter.label}
            value={params[filter.name] ?? ''}
            minH="11"
            borderRadius="full"
            onChange={(event) =>
              onChange({ ...params, [filter.name]: event.currentTarget.value || undefined })
            }
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
    </HStack>
  );
}
