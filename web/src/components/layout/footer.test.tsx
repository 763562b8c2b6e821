import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../i18n/format.ts';
import { renderWithApp } from '../../test/render-app.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it.each(['en', 'si', 'ta'] as const)(
    '%s: names the rupee symbol that prices on the page are written with',
    (language) => {
      renderWithApp(<Footer />, { language });
      // 'Rs. 2,500.00' / 'රු. 2,500.00': the symbol is what stands before the no-break space.
      const symbol = formattersFor(language).price(2500).split('\u00a0')[0]!;
      const licence = screen.getByText(/LankaLens/, { selector: 'p:last-of-type' });
      expect(licence.textContent).toMatch(/\(([^()]+)\)\.?$/);
      expect(licence.textContent!.match(/\(([^()]+)\)\.?$/)![1]).toBe(symbol);
    },
  );
});
