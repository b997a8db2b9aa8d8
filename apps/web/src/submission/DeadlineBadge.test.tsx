import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeadlineBadge } from './badges';

const today = '2026-12-01';

describe('DeadlineBadge', () => {
  it('shows nothing without a deadline', () => {
    const { container } = render(<DeadlineBadge deadline={null} today={today} />);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['2026-12-12', 'Beginn bis 12.12.', 'ok'],
    ['2026-12-08', 'Beginn bis 08.12.', 'amber'],
    ['2026-12-03', 'Beginn bis 03.12.', 'red'],
    ['2026-11-30', 'abgelaufen', 'expired'],
  ])('%s → %s (%s)', (deadline, text, level) => {
    render(<DeadlineBadge deadline={deadline} today={today} />);
    const badge = screen.getByTestId('deadline-badge');
    expect(badge.textContent).toBe(text);
    expect(badge.getAttribute('data-level')).toBe(level);
    expect(badge.getAttribute('title')).toMatch(/Behandlungsbeginn/);
  });
});
