import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

describe('Integrations hub', () => {
  it('has five tabs; GitHub and Slack, Teams and Email are configured at their pages, the rest are coming soon and link nowhere', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { user, location } = renderApp('/app/integrations');
    expect(await screen.findByRole('heading', { name: 'Integrations' }, SLOW)).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Version Control',
      'Project Management',
      'Communication',
      'CI/CD',
      'Documentation',
    ]);

    const cardsOf = async (tab: string) => {
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      return within(panel)
        .getAllByRole('region')
        .map((card) => card.getAttribute('aria-label'));
    };
    expect(await cardsOf('Project Management')).toEqual(['Jira', 'Trello']);
    expect(await cardsOf('Communication')).toEqual(['Slack', 'Teams', 'Email']);
    for (const name of ['Slack', 'Teams', 'Email']) {
      const card = screen.getByRole('region', { name });
      expect(within(card).queryByText('Coming Soon')).toBeNull();
      expect(within(card).getByRole('link', { name: 'Configure' }).getAttribute('href')).toBe(
        '/app/integrations/notifications',
      );
    }
    expect(await cardsOf('CI/CD')).toEqual(['Jenkins']);
    expect(await cardsOf('Documentation')).toEqual(['Confluence']);
    expect(await cardsOf('Version Control')).toEqual(['GitHub', 'GitLab']);

    // Coming soon: said so, and 'Configure' is a disabled button, not a link to '#'.
    const gitlab = screen.getByRole('region', { name: 'GitLab' });
    expect(within(gitlab).getByText('Coming Soon')).toBeTruthy();
    expect(within(gitlab).queryByRole('link')).toBeNull();
    expect(
      (within(gitlab).getByRole('button', { name: 'Configure' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(document.querySelector('a[href="#"]')).toBeNull();

    const github = screen.getByRole('region', { name: 'GitHub' });
    expect(within(github).queryByText('Coming Soon')).toBeNull();
    await user.click(within(github).getByRole('link', { name: 'Configure' }));
    expect(await screen.findByRole('heading', { name: 'GitHub Integration' }, SLOW)).toBeTruthy();
    expect(location()).toBe('/app/integrations/github');
  }, 20_000);
});
