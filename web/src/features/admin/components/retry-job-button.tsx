import { Button } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';
import { toast } from '../../../components/ui/toaster.tsx';
import { useT } from '../../../i18n/index.ts';
import { useRetryJob } from '../api/admin-api.ts';

/** Queues a DEAD job again (the Jobs and Health tabs), with a toast once it is. */
export function RetryJobButton({ jobId }: { jobId: number }) {
  const retry = useRetryJob();
  const t = useT();
  return (
    <Button
      size="sm"
      variant="outline"
      minH="11"
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(jobId, {
          onSuccess: () => toast.success(t('admin.jobs.retried', { id: String(jobId) })),
        })
      }
    >
      <LuRotateCw aria-hidden /> {t('admin.jobs.retry')}
    </Button>
  );
}
