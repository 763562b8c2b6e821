import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEllipsisVertical, LuEyeOff, LuPencil, LuSend, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { OwnerPhoto } from '@contract/creator.ts';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { toastApiError } from '../../../components/ui/error-toast.ts';
import { usePhotoActions } from '../api/owner-photo.ts';
import {
  actionsFor,
  duplicateTexts,
  minFreeTexts,
  type PhotoAction,
} from '../lib/status-actions.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { UpdatePhotoDialog } from './update-photo-dialog.tsx';

/**
 * The menu's actions: the status table's, less Share, which is the page's own Share button when
 * published (spec 2, owner-photo-page.tsx), so there is one way to share.
 */
type MenuAction = Exclude<PhotoAction, 'share'>;

const isMenuAction = (action: PhotoAction): action is MenuAction => action !== 'share';

function actionLabel(action: MenuAction, t: Translate): string {
  switch (action) {
    case 'update':
      return t('creator.photo.menu.update');
    case 'submit':
      return t('creator.photo.menu.submit');
    case 'delete':
      return t('creator.photo.menu.delete');
    case 'unpublish':
      return t('creator.photo.menu.unpublish');
  }
}

/** The private photo detail's menu: only the actions the status allows (spec 4 table). */
export function PhotoMenu({ photo, verified }: { photo: OwnerPhoto; verified: boolean }) {
  const actions = actionsFor(photo.status).filter(isMenuAction);
  const { submit, remove, unpublish } = usePhotoActions(photo.id);
  const [updating, setUpdating] = useState(false);
  const navigate = useNavigate();
  const t = useT();

  const failed = (error: unknown) =>
    toastApiError(error, { ...minFreeTexts(t), ...duplicateTexts(t) });

  const run = async (action: MenuAction) => {
    switch (action) {
      case 'update':
        setUpdating(true);
        return;
      case 'submit':
        return submit.mutate(undefined, {
          onSuccess: () => toast.success(t('creator.photo.submitted')),
          onError: failed,
        });
      case 'delete':
        if (
          await confirm({
            title: t('creator.photo.deleteTitle'),
            message: t('creator.photo.deleteQuestion'),
            confirmLabel: t('creator.photo.menu.delete'),
            destructive: true,
          })
        ) {
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('creator.photo.deleted'));
              void navigate(paths.profileAlbum(photo.album_id));
            },
            onError: failed,
          });
        }
        return;
      case 'unpublish':
        if (
          await confirm({
            title: t('creator.photo.menu.unpublish'),
            message: t('creator.photo.unpublishQuestion'),
            confirmLabel: t('creator.photo.menu.unpublish'),
            destructive: true,
          })
        ) {
          unpublish.mutate(undefined, {
            onSuccess: () => toast.success(t('creator.photo.unpublished')),
            onError: failed,
          });
        }
        return;
    }
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton variant="outline" aria-label={t('creator.photo.actions')} minW="11" minH="11">
            <LuEllipsisVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  value={action}
                  minH="11"
                  color={action === 'delete' || action === 'unpublish' ? 'fg.error' : undefined}
                  onSelect={() => void run(action)}
                >
                  <ActionIcon action={action} /> {actionLabel(action, t)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <UpdatePhotoDialog
        photo={photo}
        verified={verified}
        open={updating}
        onClose={() => setUpdating(false)}
      />
    </>
  );
}

function ActionIcon({ action }: { action: MenuAction }) {
  const Icon = {
    update: LuPencil,
    submit: LuSend,
    delete: LuTrash2,
    unpublish: LuEyeOff,
  }[action];
  return <Icon aria-hidden />;
}
