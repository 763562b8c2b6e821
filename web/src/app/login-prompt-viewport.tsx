import { lazy, Suspense } from 'react';
import { useLoginPromptOpen } from '../lib/login-prompt.ts';
import { withDesignSystem } from './design-system.tsx';

// The login popup (form, validation, dialog) loads when an action first asks for it, not with
// every first page (docs/performance.md, web budget).
const LoginDialog = lazy(
  withDesignSystem(() =>
    import('../features/auth/components/login-dialog.tsx').then((module) => ({
      default: module.LoginDialog,
    })),
  ),
);

/** The login popup for actions that need a session (lib/login-prompt.ts). */
export function LoginPromptViewport() {
  const open = useLoginPromptOpen();
  return open ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
