import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/index.ts';
import { useDuplicateCheck } from '../api/owner-photo.ts';

/**
 * What the duplicate check (decision 51) says about the owner's photo: why it cannot be
 * submitted (another creator's copy, or a confirmed duplicate), a warning with a link to the
 * first photo for a copy of one's own, or that the check is still running. Nothing otherwise.
 */
export function DuplicateNotice({ photoId }: { photoId: string }) {
  const check = useDuplicateCheck(photoId).data;
  const t = useT();
  if (!check) return null;
  switch (check.state) {
    case 'COPY_OF_OTHER':
      return (
        <Notice
          status="error"
          title={t('creator.photo.duplicate.otherTitle')}
          detail={t('creator.photo.duplicate.otherDetail')}
        />
      );
    case 'CONFIRMED':
      return (
        <Notice
          status="error"
          title={t('creator.photo.duplicate.confirmedTitle')}
          detail={t('creator.photo.duplicate.confirmedDetail')}
        />
      );
    case 'COPY_OF_OWN':
      return (
        <Notice
          status="warning"
          title={t('creator.photo.duplicate.ownTitle')}
          detail={t('creator.photo.duplicate.ownDetail')}
        >
          {check.first_photo_id && (
            <ChakraLink asChild variant="underline" minH="11">
              <Link to={paths.ownerPhoto(check.first_photo_id)}>
                {t('creator.photo.duplicate.ownLink')}
              </Link>
            </ChakraLink>
          )}
        </Notice>
      );
    case 'PENDING':
      return <Notice status="info" detail={t('creator.photo.duplicate.pending')} />;
    default:
      return null;
  }
}

function Notice({
  status,
  title,
  detail,
  children,
}: {
  status: 'error' | 'warning' | 'info';
  title?: string;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="l2" data-testid="duplicate-notice">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{detail}</Alert.Description>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
