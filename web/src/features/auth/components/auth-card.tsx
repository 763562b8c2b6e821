import type { ReactNode } from 'react';
import ui from '../../../components/ui/plain-ui.module.css';
import { cx } from '../../../lib/cx.ts';
import styles from './auth.module.css';

/**
 * The frame of the sign-up, login and password pages: a narrow form column (full width on
 * phones), with an optional side column (the sign-up gallery) on wide screens. Plain CSS
 * (decision 20).
 */
export function AuthCard({
  title,
  children,
  aside,
}: {
  title?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={cx(styles.card, aside ? styles.wide : null)}>
      <div className={styles.columns}>
        <div className={styles.formColumn}>
          {title ? <h1 className={cx(ui.heading3xl, styles.title)}>{title}</h1> : null}
          {children}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}

/** The line under the form that leads to the other page: 'Don't have an account? Sign Up'. */
export function AuthSwitch({ children }: { children: ReactNode }) {
  return <p className={styles.switch}>{children}</p>;
}
