import { createToaster } from '@chakra-ui/react';

/** The toast store behind `toast` (toaster.tsx); import `toast`, not this. */
export const toaster = createToaster({ placement: 'top', duration: 5000, pauseOnPageIdle: true });
