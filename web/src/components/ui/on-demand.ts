import { useRef, useState, type ComponentType } from 'react';
import { withDesignSystem } from '../../app/design-system.tsx';

/**
 * A Chakra component (a dialog, say) behind a plain trigger on a plain page (decision 20): its
 * module and the design system load when the visitor first asks for it, not with the page. The
 * trigger can warm it on hover or focus (`preload`), and shows a pending state while a slow load
 * is under way.
 */
export interface OnDemand<P> {
  /** Loads the module and the design system once; a failure is forgotten, so a retry tries again. */
  load: () => Promise<ComponentType<P>>;
  /** The component if it has loaded already. */
  loaded: () => ComponentType<P> | undefined;
}

export function chakraOnDemand<P>(importComponent: () => Promise<ComponentType<P>>): OnDemand<P> {
  const withSystem = withDesignSystem(importComponent);
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () =>
      (loading ??= withSystem().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/** How long a load may take before the trigger says it is busy: a cached chunk shows no flash. */
export const PENDING_AFTER_MS = 100;

/** What an on-demand dialog takes besides its own props: the plain trigger keeps its state. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the trigger, even if it was disabled while loading. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * A Chakra dialog behind a plain trigger button (a `LoadingButton`): `show()` loads the dialog
 * the first time, then opens it. `Dialog` is undefined until loaded; render it with
 * `dialogProps`, and spread `triggerProps` on the button. If the download fails the dialog stays
 * closed and the button usable, for a retry.
 */
export function useOnDemandDialog<P extends OnDemandDialogProps>(source: OnDemand<P>) {
  const [Dialog, setDialog] = useState(source.loaded);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  async function show() {
    if (!Dialog) {
      const timer = setTimeout(() => setPending(true), PENDING_AFTER_MS);
      try {
        const loaded = await source.load();
        setDialog(() => loaded);
      } catch {
        return;
      } finally {
        clearTimeout(timer);
        setPending(false);
      }
    }
    setOpen(true);
  }

  const preload = () => void source.load().catch(() => undefined);
  const dialogProps: OnDemandDialogProps = {
    open,
    onOpenChange: setOpen,
    finalFocusEl: () => trigger.current,
  };
  return {
    Dialog,
    open,
    show,
    preload,
    dialogProps,
    triggerProps: { ref: trigger, loading: pending, onPointerEnter: preload, onFocus: preload },
  };
}
