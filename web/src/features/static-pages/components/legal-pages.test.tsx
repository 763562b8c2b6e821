import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import { UploadGuidelinePage } from './upload-guideline-page.tsx';

describe('the static pages', () => {
  it('keep the English texts as the spec has them', () => {
    renderWithApp(<UploadGuidelinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Upload Guideline' })).toBeTruthy();
    expect(screen.getByText('Last updated: 04 April 2022')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3. Titles, tags and descriptions' })).toBeTruthy();
    // The braces are quoted in the ICU message and show as they are.
    expect(
      screen.getByText(
        'Add tags that buyers would search for: the place, the subject, the season. Tags may not contain the characters @ $ + & | ! ( ) { } [ ] ^ ~ * ? :.',
      ),
    ).toBeTruthy();
  });

  it('read in Sinhala, with the date in Sinhala', () => {
    renderWithApp(<PrivacyPage />, { language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'රහස්‍යතා ප්‍රතිපත්තිය' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3. කුකීස්' })).toBeTruthy();
    expect(screen.getByText(/^අවසන් වරට යාවත්කාලීන කළේ: 2022/)).toBeTruthy();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('read in Tamil, the tag rule with its characters intact', () => {
    renderWithApp(<UploadGuidelinePage />, { language: 'ta' });
    expect(screen.getByText(/குறிச்சொற்களில் @ \$ \+ & \| ! \( \) \{ \} \[ \]/)).toBeTruthy();
    renderWithApp(<TermsPage />, { language: 'ta' });
    expect(screen.getByRole('heading', { name: '3. LankaLens நிலையான உரிமம்' })).toBeTruthy();
  });
});
