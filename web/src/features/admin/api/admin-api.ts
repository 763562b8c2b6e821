import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminJobs,
  adminPhotoDetail,
  reviewQueue,
  verificationRequestDetail,
  verificationRequests,
} from '@contract/admin.ts';
import type { z } from 'zod';
import type { jobStatus } from '@contract/creator.ts';
import { adminPayoutItem, type PayoutStatus } from '@contract/payouts.ts';
import { adminDigestSetting, adminHealth } from '@contract/ops.ts';
import { api } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../components/ui/error-toast.ts';

/** The admin console's calls (GET/POST /v1/admin/...). */
export const adminKeys = {
  all: ['admin'] as const,
  queue: () => [...adminKeys.all, 'queue'] as const,
  photo: (id: string) => [...adminKeys.all, 'photo', id] as const,
  requests: () => [...adminKeys.all, 'verification'] as const,
  request: (id: string) => [...adminKeys.all, 'verification', id] as const,
  jobs: (status: JobStatus) => [...adminKeys.all, 'jobs', status] as const,
  payouts: (status: PayoutStatus) => [...adminKeys.all, 'payouts', status] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  digest: () => [...adminKeys.all, 'digest'] as const,
};

export type JobStatus = z.infer<typeof jobStatus>;

/** The queue refreshes while open: the worker publishes accepted photos in the background. */
const QUEUE_REFRESH_MS = 10_000;

const id = encodeURIComponent;

export const queueQuery = () =>
  queryOptions({
    queryKey: adminKeys.queue(),
    queryFn: async () => reviewQueue.parse(await api.get<unknown>('/v1/admin/review_queue')),
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const photoReviewQuery = (photoId: string) =>
  queryOptions({
    queryKey: adminKeys.photo(photoId),
    queryFn: async () =>
      adminPhotoDetail.parse(await api.get<unknown>(`/v1/admin/photos/${id(photoId)}`)),
  });

export const requestsQuery = () =>
  queryOptions({
    queryKey: adminKeys.requests(),
    queryFn: async () =>
      verificationRequests.parse(await api.get<unknown>('/v1/admin/verification_requests')),
  });

export const requestQuery = (requestId: string) =>
  queryOptions({
    queryKey: adminKeys.request(requestId),
    queryFn: async () =>
      verificationRequestDetail.parse(
        await api.get<unknown>(`/v1/admin/verification_requests/${id(requestId)}`),
      ),
  });

export const jobsQuery = (status: JobStatus) =>
  queryOptions({
    queryKey: adminKeys.jobs(status),
    queryFn: async () =>
      adminJobs.parse(await api.get<unknown>('/v1/admin/jobs', { query: { status } })),
  });

export const payoutsQuery = (status: PayoutStatus) =>
  queryOptions({
    queryKey: adminKeys.payouts(status),
    queryFn: async () =>
      adminPayoutItem
        .array()
        .parse(await api.get<unknown>('/v1/admin/payouts', { query: { status } })),
  });

/** The Health tab follows the worker and the queue while open. */
const HEALTH_REFRESH_MS = 15_000;

export const healthQuery = () =>
  queryOptions({
    queryKey: adminKeys.health(),
    queryFn: async () => adminHealth.parse(await api.get<unknown>('/v1/admin/health')),
    refetchInterval: HEALTH_REFRESH_MS,
  });

export const useReviewQueue = () => useQuery(queueQuery());
export const usePhotoReview = (photoId: string | null) =>
  useQuery({ ...photoReviewQuery(photoId ?? ''), enabled: photoId !== null });
export const useVerificationRequests = () => useQuery(requestsQuery());
export const useVerificationRequest = (requestId: string | null) =>
  useQuery({ ...requestQuery(requestId ?? ''), enabled: requestId !== null });
export const useJobs = (status: JobStatus) => useQuery(jobsQuery(status));
export const usePayouts = (status: PayoutStatus) => useQuery(payoutsQuery(status));
export const useHealth = () => useQuery(healthQuery());

export const digestQuery = () =>
  queryOptions({
    queryKey: adminKeys.digest(),
    queryFn: async () => adminDigestSetting.parse(await api.get<unknown>('/v1/admin/digest')),
  });
export const useDigestSetting = () => useQuery(digestQuery());
export const useSetDigest = () =>
  useAdminMutation((on: boolean) => api.put('/v1/admin/digest', { daily_digest: String(on) }));

/**
 * Every decision refreshes the whole console (queue, details, audit trails, jobs); a refused one
 * says why in a toast, in the server's words (spec 8).
 */
export function useAdminMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => toastApiError(error),
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAcceptPhoto = () =>
  useAdminMutation((photoId: string) => api.post(`/v1/admin/photos/${id(photoId)}/accept`));
export const useRejectPhoto = () =>
  useAdminMutation(({ photoId, reason }: { photoId: string; reason: string }) =>
    api.post(`/v1/admin/photos/${id(photoId)}/reject`, { reason }),
  );
export const useApproveRequest = () =>
  useAdminMutation((requestId: string) =>
    api.post(`/v1/admin/verification_requests/${id(requestId)}/approve`),
  );
export const useDenyRequest = () =>
  useAdminMutation(({ requestId, reason }: { requestId: string; reason: string }) =>
    api.post(`/v1/admin/verification_requests/${id(requestId)}/deny`, { reason }),
  );
export const useRetryJob = () =>
  useAdminMutation((jobId: number) => api.post(`/v1/admin/jobs/${jobId}/retry`));
export const useApprovePayout = () =>
  useAdminMutation((payoutId: string) => api.post(`/v1/admin/payouts/${id(payoutId)}/approve`));
export const useMarkPayoutPaid = () =>
  useAdminMutation(({ payoutId, reference }: { payoutId: string; reference: string }) =>
    api.post(`/v1/admin/payouts/${id(payoutId)}/mark_paid`, { bank_reference: reference }),
  );
export const useRejectPayout = () =>
  useAdminMutation(({ payoutId, reason }: { payoutId: string; reason: string }) =>
    api.post(`/v1/admin/payouts/${id(payoutId)}/reject`, { reason }),
  );
