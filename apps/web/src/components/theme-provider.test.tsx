import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';

function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return (
    <div>
      <p>Current: {theme}</p>
      <button onClick={() => setTheme('dark')}>Dark</button>
      <button onClick={() => setTheme('system')}>System</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  it('starts light and keeps the choice under vite-ui-theme', async () => {
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Current: light')).toBeTruthy();
    expect(document.documentElement.classList.contains('light')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));

    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });

  it('restores the stored theme on the next visit', () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Current: dark')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('vite-ui-theme', 'purple');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Current: light')).toBeTruthy();
  });
});
