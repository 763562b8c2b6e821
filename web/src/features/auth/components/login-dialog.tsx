import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { closeLoginPrompt, useLoginPromptOpen } from '../../../lib/login-prompt.ts';
import { LoginPanel } from './login-panel.tsx';
import { richText, useT } from '../../../i18n/index.ts';

/** The login popup for actions that need a session; mounted once by the app layout. */
export function LoginDialog() {
  const open = useLoginPromptOpen();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const t = useT();
  return (
    <SimpleDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeLoginPrompt())}
      title={t('auth.login.title')}
    >
      <LoginPanel next={here} onSignedIn={closeLoginPrompt} />
      <Text textStyle="sm" mt="4" pb="2" textAlign="center">
        {richText(t('auth.login.noAccount'), {
          link: (text) => (
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={paths.signup()} onClick={closeLoginPrompt}>
                {text}
              </Link>
            </ChakraLink>
          ),
        })}
      </Text>
    </SimpleDialog>
  );
}
