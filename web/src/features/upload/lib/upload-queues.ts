import type { UploadQueue } from './upload-queue.ts';

/**
 * The upload queues of the open albums, kept for the life of the page rather than of the upload
 * screen: a creator who goes elsewhere in the app while files upload finds them still going (or
 * done) when they come back. While any of them has files on their way up, leaving the site (a
 * reload, closing the tab, another address) asks first; the tus fingerprints would let the same
 * files resume, but only once they are chosen again.
 */
const queues = new Map<string, UploadQueue>();

export function queueForAlbum(albumId: string, create: () => UploadQueue): UploadQueue {
  let queue = queues.get(albumId);
  if (!queue) {
    queue = create();
    queues.set(albumId, queue);
    queue.subscribe(updateLeaveWarning);
  }
  return queue;
}

/** Forgets an album's queue once its files are all submitted. */
export function forgetQueue(albumId: string): void {
  queues.delete(albumId);
  updateLeaveWarning();
}

const warn = (event: BeforeUnloadEvent) => event.preventDefault();
let warning = false;

function updateLeaveWarning(): void {
  const busy = [...queues.values()].some((queue) => queue.busy);
  if (busy === warning) return;
  warning = busy;
  if (busy) window.addEventListener('beforeunload', warn);
  else window.removeEventListener('beforeunload', warn);
}
