import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingButton } from './loading-button.tsx';
import { useOnDemandDialog, type OnDemand, type OnDemandDialogProps } from './on-demand.ts';

/** A dialog whose module arrives when the test says so. */
function slowSource() {
  let arrive!: (component: ComponentType<OnDemandDialogProps>) => void;
  const arrived = new Promise<ComponentType<OnDemandDialogProps>>((resolve) => (arrive = resolve));
  let component: ComponentType<OnDemandDialogProps> | undefined;
  const source: OnDemand<OnDemandDialogProps> = {
    load: vi.fn(() => arrived.then((loaded) => (component = loaded))),
    loaded: () => component,
  };
  const Dialog = ({ open }: OnDemandDialogProps) => (open ? <div role="dialog">Shared</div> : null);
  return { source, arrive: () => act(async () => arrive(Dialog)) };
}

function Trigger({ source }: { source: OnDemand<OnDemandDialogProps> }) {
  const { Dialog, show, dialogProps, triggerProps } = useOnDemandDialog(source);
  return (
    <>
      <LoadingButton {...triggerProps} type="button" onClick={() => void show()}>
        Share
      </LoadingButton>
      {Dialog ? <Dialog {...dialogProps} /> : null}
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useOnDemandDialog', () => {
  it('says the press was taken at once while the dialog loads, then opens it', async () => {
    const { source, arrive } = slowSource();
    render(<Trigger source={source} />);
    const button = screen.getByRole('button', { name: 'Share' });

    await userEvent.setup().click(button);
    // No wait: the spinner shows in the render that answers the press.
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button).toHaveProperty('disabled', true);

    await arrive();
    expect(screen.getByRole('dialog').textContent).toBe('Shared');
    expect(button.hasAttribute('data-loading')).toBe(false);
  });

  it('loads the dialog when the browser is first idle, so the first press opens it from memory', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { source, arrive } = slowSource();
    render(<Trigger source={source} />);
    expect(source.load).not.toHaveBeenCalled();

    act(() => idle.forEach((work) => work()));
    expect(source.load).toHaveBeenCalledTimes(1);
    await arrive();

    const button = screen.getByRole('button', { name: 'Share' });
    await userEvent.setup().click(button);
    // Open in the render that answers the press, with no spinner on the way.
    expect(screen.getByRole('dialog').textContent).toBe('Shared');
    expect(button.hasAttribute('data-loading')).toBe(false);
  });
});
