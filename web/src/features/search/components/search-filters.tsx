import { LuChevronDown } from 'react-icons/lu';
import type { SearchParams } from '../../../config/paths.ts';
import styles from './search.module.css';

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

export function SearchFilters({
  params,
  onChange,
}: {
  params: SearchParams;
  onChange: (next: SearchParams) => void;
}) {
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      {filters.map((filter) => (
        <div key={filter.name} className={styles.select}>
          <select
            aria-label={filter.label}
            className={styles.field}
            value={params[filter.name] ?? ''}
            onChange={(event) =>
              onChange({ ...params, [filter.name]: event.currentTarget.value || undefined })
            }
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.indicator} aria-hidden>
            <LuChevronDown />
          </span>
        </div>
      ))}
    </div>
  );
}
