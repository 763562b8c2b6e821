// The compiled catalogues of web/build/i18n-catalogues.ts.
declare module 'virtual:i18n-catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
