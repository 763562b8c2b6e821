import type { ComponentProps } from 'react';
import ui from './plain-ui.module.css';

/**
 * A plain button (style it with plain-ui's classes) that, while `loading`, is disabled and shows
 * a spinner over its hidden label, keeping its size: Chakra's `<Button loading>` (DESIGN.md,
 * forms: disabled while submitting, with a spinner).
 */
export function LoadingButton({
  loading = false,
  disabled,
  children,
  ...button
}: ComponentProps<'button'> & { loading?: boolean }) {
  return (
    <button {...button} disabled={loading || disabled} data-loading={loading ? '' : undefined}>
      {loading ? (
        <>
          <span className={ui.spinner} aria-hidden />
          <span className={ui.hiddenLabel}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
