import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { hasHotline, withHotlineLinks } from '../src/components/Hotlines/hotlines';

describe('hotline numbers', () => {
  it('links every hotline and emergency number of a crisis text, and nothing else', () => {
    render(
      <p>
        {withHotlineLinks(
          'China: call 12356. US: call or text 988. Emergency: 110 or 120, 911 in the US. Ref 19880.',
        )}
      </p>,
    );
    for (const number of ['12356', '988', '110', '120', '911'])
      expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(/Ref 19880\./)).toBeInTheDocument();
  });

  it('leaves numbers alone in a text that gives no crisis line', () => {
    expect(hasHotline('Give it 120 days; the 9880th step.')).toBe(false);
    expect(withHotlineLinks('Give it 120 days.')).toBe('Give it 120 days.');
    // a line of a longer crisis text links its emergency numbers too
    render(<p>{withHotlineLinks('• 中国 110 或 120', true)}</p>);
    expect(screen.getByRole('link', { name: '120' })).toHaveAttribute('href', 'tel:120');
  });
});
