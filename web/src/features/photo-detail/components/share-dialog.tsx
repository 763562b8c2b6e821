import { Button, CloseButton, Dialog, HStack, Input, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useT } from '../../../i18n/index.ts';

/** Spec 4 and 9: 'Copied!' shows for 6 s after a copy. */
export const COPIED_MS = 6000;

export interface ShareDialogProps {
  url: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the plain Share button that opened it (share-button.tsx). */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The share popup: the photo's address, ready to copy. A Chakra dialog, loaded with Chakra when
 * the visitor first clicks Share (`ShareButton`), so the photo page paints without it.
 */
export function ShareDialog({ url, title, open, onOpenChange, finalFocusEl }: ShareDialogProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard permission, select the text so the visitor can copy it by hand.
      (document.getElementById('share-url') as HTMLInputElement | null)?.select();
      return;
    }
    setCopied(true);
  }

  return (
    <Dialog.Root
      placement="center"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('photo.share.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" color="fg.muted" textStyle="sm">
                {t('photo.share.sendLink', { title })}
              </Text>
              <HStack>
                <Input
                  id="share-url"
                  aria-label={t('photo.share.linkLabel')}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  minH="11"
                />
                <Button colorPalette="brand" minH="11" onClick={() => void copy()} flexShrink={0}>
                  {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
                  {t('photo.share.copy')}
                </Button>
              </HStack>
              <Text role="status" textStyle="sm" color="brand.fg" mt="2" minH="5">
                {copied ? t('photo.share.copied') : ''}
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('photo.share.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
