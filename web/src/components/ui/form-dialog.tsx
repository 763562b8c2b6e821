import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

/**
 * A dialog holding one form: title, fields, Cancel and the submit button. The body mounts only
 * while open, so each opening starts from the values the caller gives.
 */
export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busy?: boolean;
  /** The submit button, e.g. disabled once saved. */
  submitDisabled?: boolean;
  destructive?: boolean;
  size?: 'md' | 'lg';
  onSubmit: () => void;
  children: ReactNode;
}

export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  busy = false,
  submitDisabled = false,
  destructive = false,
  size = 'md',
  onSubmit,
  children,
}: FormDialogProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {open && (
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" minH="11" onClick={onClose}>
                    {t('shell.dialog.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette={destructive ? 'red' : 'brand'}
                    minH="11"
                    loading={busy}
                    disabled={submitDisabled}
                  >
                    {submitLabel}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('shell.dialog.close')} />
                </Dialog.CloseTrigger>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
