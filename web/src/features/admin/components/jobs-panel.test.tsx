import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminJob } from '@contract/admin.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { JobsPanel } from './jobs-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const sweep: AdminJob = {
  id: 45,
  kind: 'sweep_storage',
  payload: { grace_seconds: 86400 },
  status: 'DONE',
  attempts: 1,
  max_attempts: 5,
  run_after: '2026-11-25T16:02:15.000Z',
  last_error: null,
  result: { scanned: 12, partial: 1, unused: 2 },
  created_at: '2026-11-25T15:02:15.000Z',
  updated_at: '2026-11-25T16:02:15.000Z',
};

describe('JobsPanel', () => {
  it('shows what a finished storage sweep removed beside the job', async () => {
    fakeApi({
      'GET /v1/admin/jobs': ({ query }) =>
        Response.json(query.get('status') === 'DONE' ? [sweep] : []),
    });
    renderWithApp(<JobsPanel />);
    expect(await screen.findByText('No failed jobs')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job status' }), 'DONE');
    expect(await screen.findByText('sweep_storage')).toBeTruthy();
    expect(screen.getByText('scanned 12 · partial 1 · unused 2')).toBeTruthy();
  });
});
