import { useEffect, useRef, useState, type ComponentType } from 'react';
import { withDesignSystem } from '../../app/design-system.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * A Chakra component (a dialog, say) behind a plain trigger on a plain page (decision 20): its
 * module and the design system load after the page, not with it: when the browser is first idle
 * after the app took over, or when the visitor reaches for the trigger (pointer down, hover,
 * focus), whichever comes first. The trigger shows a pending state at once if it is pressed
 * before that load is done (decision 44).
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

/** What an on-demand dialog takes besides its own props: the plain trigger keeps its state. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the trigger, even if it was disabled while loading. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * A Chakra dialog behind a plain trigger button (a `LoadingButton`): `show()` opens the dialog,
 * loading it first if it has not loaded yet (the button then shows its spinner from the press
 * on: a tap that seems to do nothing for a second gets tapped again). `Dialog` is undefined until
 * loaded; render it with `dialogProps`, and spread `triggerProps` on the button. If the download
 * fails the dialog stays closed and the button usable, for a retry.
 */
export function useOnDemandDialog<P extends OnDemandDialogProps>(source: OnDemand<P>) {
  const [Dialog, setDialog] = useState(source.loaded);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // Warmed while nobody is waiting for it, so the first press opens it from memory. Effects run
  // once the app has taken over the page, so this never competes with hydration.
  useEffect(() => whenIdle(() => void source.load().catch(() => undefined)), [source]);

  async function show() {
    // Loaded since this trigger rendered (on idle, or by another trigger of the same dialog).
    const ready = Dialog ?? source.loaded();
    if (ready) {
      if (!Dialog) setDialog(() => ready);
      setOpen(true);
      return;
    }
    setPending(true);
    try {
      const loaded = await source.load();
      setDialog(() => loaded);
    } catch {
      return;
    } finally {
      setPending(false);
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
    triggerProps: {
      ref: trigger,
      loading: pending,
      onPointerDown: preload,
      onPointerEnter: preload,
      onFocus: preload,
    },
  };
}
