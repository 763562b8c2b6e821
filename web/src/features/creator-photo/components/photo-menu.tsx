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
import { actionsFor, MIN_FREE_TEXTS, type PhotoAction } from '../lib/status-actions.ts';
import { UpdatePhotoDialog } from './update-photo-dialog.tsx';

/**
 * The menu's actions: the status table's, less Share, which is the page's own Share button when
 * published (spec 2, owner-photo-page.tsx), so there is one way to share.
 */
type MenuAction = Exclude<PhotoAction, 'share'>;

const isMenuAction = (action: PhotoAction): action is MenuAction => action !== 'share';

const LABELS: Record<MenuAction, string> = {
  update: 'Update info',
  submit: 'Submit for review',
  delete: 'Delete',
  unpublish: 'Remove from website',
};

/** The private photo detail's menu: only the actions the status allows (spec 4 table). */
export function PhotoMenu({ photo, verified }: { photo: OwnerPhoto; verified: boolean }) {
  const actions = actionsFor(photo.status).filter(isMenuAction);
  const { submit, remove, unpublish } = usePhotoActions(photo.id);
  const [updating, setUpdating] = useState(false);
  const navigate = useNavigate();

  const failed = (error: unknown) => toastApiError(error, MIN_FREE_TEXTS);

  const run = async (action: MenuAction) => {
    switch (action) {
      case 'update':
        setUpdating(true);
        return;
      case 'submit':
        return submit.mutate(undefined, {
          onSuccess: () => toast.success('Photo has been submitted to review'),
          onError: failed,
        });
      case 'delete':
        if (
          await confirm({
            title: 'Delete photo',
            message: 'Delete this photo? It cannot be brought back.',
            confirmLabel: 'Delete',
            destructive: true,
          })
        ) {
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Photo Deleted successfully');
              void navigate(paths.profileAlbum(photo.album_id));
            },
            onError: failed,
          });
        }
        return;
      case 'unpublish':
        if (
          await confirm({
            title: 'Remove from website',
            message: 'Remove this photo from the website? Buyers will no longer find it.',
            confirmLabel: 'Remove from website',
            destructive: true,
          })
        ) {
          unpublish.mutate(undefined, {
            onSuccess: () => toast.success('Photo Unpublished successfully'),
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
          <IconButton variant="outline" aria-label="Photo actions" minW="11" minH="11">
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
                  <ActionIcon action={action} /> {LABELS[action]}
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
