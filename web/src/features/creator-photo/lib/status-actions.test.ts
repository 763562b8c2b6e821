import { describe, expect, it } from 'vitest';
import { actionsFor, showsCounts, statusBadge } from './status-actions.ts';

describe('the photo status table', () => {
  it('lets the owner submit, update and delete an UPLOADED photo', () => {
    expect(actionsFor('UPLOADED')).toEqual(['submit', 'update', 'delete']);
  });

  it('offers nothing while in review, processing or unpublished', () => {
    expect(actionsFor('IN_REVIEW')).toEqual([]);
    expect(actionsFor('PROCESSING')).toEqual([]);
    expect(actionsFor('UNPUBLISHED')).toEqual([]);
  });

  it('lets the owner update, share and unpublish a published photo, never delete it', () => {
    expect(actionsFor('ACCEPTED')).toEqual(['update', 'share', 'unpublish']);
    expect(actionsFor('ACCEPTED')).not.toContain('delete');
  });

  it("shows the spec's badge texts", () => {
    expect(statusBadge('IN_REVIEW')).toBe('Review in Process');
    expect(statusBadge('PROCESSING')).toBe('Your Photo is in Publishing Process');
    expect(statusBadge('ACCEPTED')).toBe('Published');
    expect(statusBadge('UPLOADED')).toBe('UPLOADED');
  });

  it('hides the counts while the photo is UPLOADED, IN_REVIEW or PROCESSING', () => {
    expect(showsCounts('UPLOADED')).toBe(false);
    expect(showsCounts('IN_REVIEW')).toBe(false);
    expect(showsCounts('PROCESSING')).toBe(false);
    expect(showsCounts('ACCEPTED')).toBe(true);
  });
});
