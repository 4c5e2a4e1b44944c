import {
  GITHUB_DEFAULT_LABEL,
  GITHUB_MESSAGES,
  type GithubIntegration,
  type GithubSettings,
} from '@scout/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { useSaveGithubSettings } from '../api/save-github-settings';
import { RepositoryPicker } from './repository-picker';

/** Spec 5's defaults, for a user with no integration yet. */
const DEFAULTS: GithubSettings = {
  repository_id: 0,
  repository_name: '',
  repository_url: '',
  default_branch: null,
  issue_label: GITHUB_DEFAULT_LABEL,
  auto_create_issues: false,
};

const settingsOf = (integration: GithubIntegration | null): GithubSettings =>
  integration
    ? {
        repository_id: integration.repository_id,
        repository_name: integration.repository_name,
        repository_url: integration.repository_url,
        default_branch: integration.default_branch,
        issue_label: integration.issue_label,
        auto_create_issues: integration.auto_create_issues,
      }
    : DEFAULTS;

/** Repository, label and auto-creation; saved together. */
export function GithubSettingsForm({ integration }: { integration: GithubIntegration | null }) {
  const [settings, setSettings] = useState<GithubSettings>(() => settingsOf(integration));
  const save = useSaveGithubSettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings, {
      onSuccess: () => toast({ title: GITHUB_MESSAGES.settingsSaved, variant: 'success' }),
      onError: () => toast({ title: GITHUB_MESSAGES.saveFailed, variant: 'destructive' }),
    });
  };

  return (
    <Card role="region" aria-labelledby="github-settings-title">
      <CardHeader>
        <CardTitle id="github-settings-title">Repository settings</CardTitle>
        <CardDescription>
          {settings.repository_name
            ? `Selected: ${settings.repository_name}`
            : 'No repository selected yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" onSubmit={onSubmit} aria-label="Repository settings">
          <RepositoryPicker
            selectedId={settings.repository_id}
            onSelect={(repository) =>
              setSettings((s) => ({
                ...s,
                repository_id: repository.id,
                repository_name: repository.full_name,
                repository_url: repository.html_url,
                default_branch: repository.default_branch,
              }))
            }
          />
          <FormField id="github-issue-label" label="Issue label">
            <Input
              id="github-issue-label"
              value={settings.issue_label}
              maxLength={50}
              onChange={(event) => setSettings((s) => ({ ...s, issue_label: event.target.value }))}
            />
          </FormField>
          <div className="flex items-start gap-3">
            <Checkbox
              id="github-auto-create"
              checked={settings.auto_create_issues}
              onCheckedChange={(checked) =>
                setSettings((s) => ({ ...s, auto_create_issues: checked === true }))
              }
            />
            <div className="grid gap-1">
              <Label htmlFor="github-auto-create">Create issues automatically</Label>
              <p className="text-sm text-muted-foreground">
                Every failed or errored test run gets one issue in the repository.
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
