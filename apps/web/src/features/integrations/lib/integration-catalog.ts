import {
  BookOpenIcon,
  GitBranchIcon,
  KanbanIcon,
  MailIcon,
  MessageSquareIcon,
  UsersIcon,
  WorkflowIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface Integration {
  name: string;
  description: string;
  icon: LucideIcon;
  /** The live integration's page; coming-soon ones have none (never a dead link). */
  href?: string;
}

export interface IntegrationTab {
  id: string;
  label: string;
  integrations: Integration[];
}

/** Spec 2's hub: five tabs; GitHub, Slack, Teams and Email are live, the others are coming soon. */
export const INTEGRATION_TABS: IntegrationTab[] = [
  {
    id: 'version-control',
    label: 'Version Control',
    integrations: [
      {
        name: 'GitHub',
        description: 'Create an issue in your repository for every failed test run.',
        icon: GitBranchIcon,
        href: paths.app.github,
      },
      {
        name: 'GitLab',
        description: 'Open GitLab issues for failed test runs.',
        icon: GitBranchIcon,
      },
    ],
  },
  {
    id: 'project-management',
    label: 'Project Management',
    integrations: [
      { name: 'Jira', description: 'Turn failed runs into Jira tickets.', icon: KanbanIcon },
      { name: 'Trello', description: 'Add a card for each failed run.', icon: KanbanIcon },
    ],
  },
  {
    id: 'communication',
    label: 'Communication',
    integrations: [
      {
        name: 'Slack',
        description: 'Post test results to a channel.',
        icon: MessageSquareIcon,
        href: paths.app.notifications,
      },
      {
        name: 'Teams',
        description: 'Tell your team when a test fails.',
        icon: UsersIcon,
        href: paths.app.notifications,
      },
      {
        name: 'Email',
        description: 'Email a summary of each failed run.',
        icon: MailIcon,
        href: paths.app.notifications,
      },
    ],
  },
  {
    id: 'ci-cd',
    label: 'CI/CD',
    integrations: [
      {
        name: 'Jenkins',
        description: 'Run Scout tests from your pipelines.',
        icon: WorkflowIcon,
      },
    ],
  },
  {
    id: 'documentation',
    label: 'Documentation',
    integrations: [
      {
        name: 'Confluence',
        description: 'Publish test reports to your wiki.',
        icon: BookOpenIcon,
      },
    ],
  },
];
