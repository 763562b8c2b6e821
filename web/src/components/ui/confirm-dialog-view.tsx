import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import type { PendingConfirm } from './confirm-types.ts';
import { useT } from '../../i18n/index.ts';

/** The dialog of one pending confirm() (confirm-dialog.tsx). Focus starts on Cancel. */
export default function ConfirmDialogView({ question }: { question: PendingConfirm }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && question.answer(false)}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{question.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{question.message}</Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                minH="11"
                onClick={() => question.answer(false)}
              >
                {question.cancelLabel ?? t('shell.dialog.cancel')}
              </Button>
              <Button
                colorPalette={question.destructive ? 'red' : 'brand'}
                minH="11"
                onClick={() => question.answer(true)}
              >
                {question.confirmLabel ?? t('shell.dialog.yes')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
