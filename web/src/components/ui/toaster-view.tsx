import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster-store.ts';
import { useT } from '../../i18n/index.ts';

/** The toasts on screen; loaded with the first toast (toaster.tsx). */
export default function ToasterView() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
              {item.action && (
                <Toast.ActionTrigger alignSelf="flex-start" minH="11">
                  {item.action.label}
                </Toast.ActionTrigger>
              )}
            </Stack>
            <Toast.CloseTrigger aria-label={t('shell.toast.dismiss')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
