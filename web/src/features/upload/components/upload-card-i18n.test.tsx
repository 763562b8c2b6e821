import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from '@contract/error-codes.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import type { QueueItem } from '../lib/upload-queue.ts';
import { UploadCard } from './upload-card.tsx';

function item(overrides: Partial<QueueItem>): QueueItem {
  return {
    key: 'upload-1',
    file: new File(['x'], 'kandy.jpg', { type: 'image/jpeg' }),
    fileName: 'kandy.jpg',
    preview: null,
    status: 'uploaded',
    progress: 100,
    filename: 'stored.jpg',
    photoId: null,
    exif: null,
    details: { name: '', tags: [], free: true, description: '' },
    error: null,
    retryable: true,
    ...overrides,
  };
}

const handlers = {
  onChange: vi.fn(),
  onSubmit: vi.fn(),
  onRetry: vi.fn(),
  onRemove: vi.fn(),
  onPause: vi.fn(),
  onResume: vi.fn(),
};

describe('an upload card with the Tamil UI', () => {
  it('labels the form and its buttons in Tamil', () => {
    renderWithApp(<UploadCard item={item({})} verified={false} {...handlers} />, {
      language: 'ta',
    });
    expect(screen.getByText('பதிவேற்றம் முடிந்தது')).toBeTruthy();
    expect(screen.getByLabelText('தலைப்பு')).toBeTruthy();
    expect(
      screen.getByText('சரிபார்க்கப்படாத புகைப்படக் கலைஞர்கள் இலவசப் புகைப்படங்களை மட்டுமே வழங்கலாம்.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மதிப்பாய்வுக்குச் சமர்ப்பி' })).toBeTruthy();
  });

  it("shows a refused file's rule in Tamil, and in English as the API wrote it", () => {
    const refused = item({
      status: 'failed',
      filename: null,
      error: errorCodes.NOT_JPEG.description,
      retryable: false,
    });
    const { unmount } = renderWithApp(<UploadCard item={refused} verified {...handlers} />, {
      language: 'ta',
    });
    expect(screen.getByRole('alert').textContent).toBe('JPEG படங்கள் மட்டுமே ஏற்கப்படும்');
    unmount();
    renderWithApp(<UploadCard item={refused} verified {...handlers} />);
    expect(screen.getByRole('alert').textContent).toBe(errorCodes.NOT_JPEG.description);
  });
});
