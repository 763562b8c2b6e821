import { type ApiRoute, ok } from '../api-route.ts';
import { adminPhotoDetail, verificationRequestDetail } from '../admin.ts';

/** What the handlers in routes/admin-details.ts take and answer. */
export const adminDetailContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/admin/photos/{id}',
    summary: 'A photo with its EXIF, its creator and its audit trail',
    access: 'admin',
    answers: ok(adminPhotoDetail),
  },
  {
    method: 'get',
    path: '/admin/verification_requests/{id}',
    summary: 'A verification request with the creator and their live photos',
    access: 'admin',
    answers: ok(verificationRequestDetail),
  },
];
