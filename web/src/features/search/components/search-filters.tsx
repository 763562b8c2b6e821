import { LuChevronDown } from 'react-icons/lu';
import type { SearchParams } from '../../../config/paths.ts';
import { useAwaitingApp } from '../../../lib/use-hydrated.ts';
import styles from './search.module.css';
import { useT } from '../../../i18n/index.ts';

type Filter = 'orientation' | 'price' | 'sort';

/** The API's filters as URL state (spec 7 search; DESIGN.md: filters live in the URL); labels are keys. */
const filters: { name: Filter; label: string; options: { value: string; label: string }[] }[] = [
  {
    name: 'orientation',
    label: 'search.filters.orientation',
    options: [
      { value: '', label: 'search.filters.anyOrientation' },
      { value: 'landscape', label: 'search.filters.landscape' },
      { value: 'portrait', label: 'search.filters.portrait' },
      { value: 'square', label: 'search.filters.square' },
    ],
  },
  {
    name: 'price',
    label: 'search.filters.price',
    options: [
      { value: '', label: 'search.filters.freeAndPaid' },
      { value: 'free', label: 'search.filters.free' },
      { value: 'paid', label: 'search.filters.paid' },
    ],
  },
  {
    name: 'sort',
    label: 'search.filters.sort',
    options: [
      { value: 'relevant', label: 'search.filters.relevant' },
      { value: 'newest', label: 'search.filters.newest' },
      { value: 'popular', label: 'search.filters.popular' },
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
  const t = useT();
  // They change the address through the router: disabled until the app takes over (decision 44).
  const awaitingApp = useAwaitingApp();
  return (
    <div className={styles.filters} role="group" aria-label={t('search.filters.label')}>
      {filters.map((filter) => (
        <div key={filter.name} className={styles.select}>
          <select
            aria-label={t(filter.label)}
            className={styles.field}
            disabled={awaitingApp}
            value={params[filter.name] ?? ''}
            onChange={(event) =>
              onChange({ ...params, [filter.name]: event.currentTarget.value || undefined })
            }
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
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
