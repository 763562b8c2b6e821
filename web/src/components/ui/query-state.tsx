import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { useI18n, useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { cx } from '../../lib/cx.ts';
import ui from './plain-ui.module.css';
import styles from './query-state.module.css';

/**
 * The three states every query screen has besides its content: loading (a skeleton shaped like
 * the content), empty (with a next step) and failed (with a retry). The spec's featured-photos
 * wording ('Failed To Load' / 'check your connection') is the `failedToLoad` variant; other
 * failures say 'Something went wrong. Please try again.' and the error. Plain CSS: the home page
 * uses it before Chakra has loaded (decision 20).
 */
export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  /** When the data counts as empty; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown instead of the error state when the API answers 404. */
  notFound?: ReactNode;
  errorVariant?: 'generic' | 'failedToLoad';
}

export function QueryState<T>({
  query,
  skeleton,
  children,
  isEmpty,
  empty,
  notFound,
  errorVariant = 'generic',
}: QueryStateProps<T>) {
  const { t, errorMessage } = useI18n();
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404) {
      return <>{notFound}</>;
    }
    return (
      <ErrorState
        title={t(
          errorVariant === 'failedToLoad' ? 'shell.error.failedToLoad' : 'shell.error.generic',
        )}
        detail={
          errorVariant === 'failedToLoad' ? t('shell.error.connection') : errorMessage(query.error)
        }
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

export function ErrorState({
  title,
  detail,
  onRetry,
  retrying = false,
}: {
  title: string;
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.center} role="alert">
      <div className={styles.stack}>
        <h2 className={ui.headingLg}>{title}</h2>
        {detail && <p className={styles.detail}>{detail}</p>}
        {onRetry && (
          <button
            type="button"
            className={cx(ui.button, ui.outline)}
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying}
          >
            <LuRefreshCw aria-hidden className={retrying ? styles.spinning : undefined} />{' '}
            {t('shell.error.retry')}
          </button>
        )}
      </div>
    </div>
  );
}

/** An empty state that offers the next step. */
export function EmptyState({
  title,
  detail,
  action,
}: {
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.center}>
      <div className={styles.stack}>
        <h2 className={ui.headingLg}>{title}</h2>
        {detail && <p className={styles.detail}>{detail}</p>}
        {action}
      </div>
    </div>
  );
}
