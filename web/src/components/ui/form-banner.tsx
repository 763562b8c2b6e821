import styles from './form-banner.module.css';

/**
 * The red banner of spec 8 for errors that belong to no single field. Plain CSS in Chakra's
 * alert look, so forms with and without Chakra share it (decision 20).
 */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.banner} role="alert">
      <span className={styles.indicator}>
        {/* Chakra's alert icon for errors (a circled exclamation mark). */}
        <svg viewBox="0 0 24 24" aria-hidden>
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <div className={styles.title}>{message}</div>
    </div>
  );
}
