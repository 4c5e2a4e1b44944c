import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestCaseStatusBadge } from './test-case-status-badge';

describe('TestCaseStatusBadge', () => {
  it('shows Flaky beside the status, saying how often the verdict changed', () => {
    render(<TestCaseStatusBadge status="FAILED" flaky={{ changes: 3, runs: 4 }} />);
    expect(screen.getByText('FAILED')).toBeTruthy();
    const flaky = screen.getByLabelText(
      'Flaky: its verdict changed 3 times in its last 4 runs, with no change to the test',
    );
    expect(flaky.textContent).toBe('Flaky');
  });

  it('shows the status alone for a test that is not flaky', () => {
    render(<TestCaseStatusBadge status="PASSED" />);
    expect(screen.getByText('PASSED')).toBeTruthy();
    expect(screen.queryByText('Flaky')).toBeNull();
  });
});
