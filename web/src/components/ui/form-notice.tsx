import type { FormNotice as Notice } from '@contract/form-posts.ts';
import { useT } from '../../i18n/index.ts';
import { useFormNotice } from '../../lib/form-result.ts';
import styles from './form-notice.module.css';

/** The catalogue's words for each notice: the same the script's toast shows. */
const NOTICE_TEXTS: Record<Notice, string> = {
  signedIn: 'auth.login.success',
  signedUp: 'auth.signup.checkInbox',
  resetMailSent: 'auth.mail.resetSent',
  passwordUpdated: 'emailLinks.newPassword.updated',
};

/**
 * What a form post that succeeded before the script took over says on the next page (decision
 * 45): the script's toast, drawn by the server. Fixed at the bottom like the toasts, so nothing
 * moves; it fades after a while.
 */
export function FormNotice() {
  const t = useT();
  const notice = useFormNotice();
  if (!notice) return null;
  return (
    <div className={styles.notice} role="status">
      {t(NOTICE_TEXTS[notice])}
    </div>
  );
}
