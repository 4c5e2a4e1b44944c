import { describe, expect, it } from 'vitest';
import { parseObjective } from './parse-objective.js';
import { parseStep } from './parse-step.js';
import { splitSteps } from './split-steps.js';

const START = 'http://127.0.0.1:4400/';

function action(step: string) {
  const parsed = parseStep(step, START);
  if (!parsed.ok) throw new Error(`not understood: ${step}`);
  const { description: _d, ...rest } = parsed.action;
  return rest;
}

describe('native dialogs in plain English', () => {
  it('accepts the dialog the way testers say it', () => {
    for (const step of [
      'accept the confirmation',
      'Accept the dialog',
      'accept the alert',
      'The user accepts the confirm dialog',
      'click OK in the dialog',
      'Click "OK" on the confirmation',
      'press OK in the alert',
      "click 'Yes, delete it' in the confirmation dialog",
      'confirm the dialog',
      'accept it',
    ]) {
      expect(action(step), step).toEqual({ kind: 'accept_dialog' });
    }
  });

  it('dismisses it the way testers say it', () => {
    for (const step of [
      'dismiss the alert',
      'cancel the dialog',
      'Click Cancel in the dialog',
      "click 'Cancel' in the confirmation",
      'close the alert',
      'dismiss the confirmation dialog',
      'I dismiss it',
    ]) {
      expect(action(step), step).toEqual({ kind: 'dismiss_dialog' });
    }
  });

  it('reads what the dialog says as a check on its message', () => {
    expect(action("the dialog says 'Are you sure?'")).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog', expected: 'Are you sure?', match: 'words' },
    });
    expect(action("Verify the confirmation message is 'Are you sure?'")).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog', expected: 'Are you sure?', match: 'equals' },
    });
    expect(action('check that the alert says "Saved"')).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog', expected: 'Saved', match: 'words' },
    });
    expect(action('check that the confirmation dialog contains "delete"')).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog', expected: 'delete', match: 'contains' },
    });
    expect(action("an alert appears saying 'Your export is ready'")).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog', expected: 'Your export is ready', match: 'words' },
    });
    expect(action('a confirmation dialog appears')).toEqual({
      kind: 'assert',
      assertion: { kind: 'dialog' },
    });
  });

  it('answers a prompt with its text and OK, or Cancel', () => {
    expect(action("enter 'Ada' in the prompt and accept")).toEqual({
      kind: 'accept_dialog',
      value: 'Ada',
    });
    expect(action('type "Ada" into the prompt')).toEqual({ kind: 'accept_dialog', value: 'Ada' });
    expect(action("enter 'Ada' in the prompt and click OK")).toEqual({
      kind: 'accept_dialog',
      value: 'Ada',
    });
    expect(action("enter 'Ada' in the prompt and cancel")).toEqual({ kind: 'dismiss_dialog' });
  });

  it('leaves dialogs drawn by the page to the ordinary forms', () => {
    expect(action('click Cancel')).toMatchObject({ kind: 'click' });
    expect(action('Type DELETE into Confirmation')).toMatchObject({
      kind: 'fill',
      value: 'DELETE',
    });
    expect(action("type 'Ada' into the dialog")).toMatchObject({ kind: 'fill', value: 'Ada' });
    expect(action("check that the 'Delete your account?' dialog is visible").kind).not.toBe(
      'accept_dialog',
    );
  });
});

describe('tabs in plain English', () => {
  it('switches to the new tab, back to the first, by title, and closes one', () => {
    expect(action('switch to the new tab')).toEqual({ kind: 'switch_tab', value: 'new' });
    expect(action('Switch to the newly opened window')).toEqual({
      kind: 'switch_tab',
      value: 'new',
    });
    expect(action('go back to the first tab')).toEqual({ kind: 'switch_tab', value: 'first' });
    expect(action('switch back to the original tab')).toEqual({
      kind: 'switch_tab',
      value: 'first',
    });
    expect(action('switch back to the previous tab')).toEqual({
      kind: 'switch_tab',
      value: 'previous',
    });
    expect(action("switch to the tab titled 'Help center'")).toEqual({
      kind: 'switch_tab',
      target: { name: 'Help center', description: 'the tab titled “Help center”' },
    });
    expect(action('close the tab')).toEqual({ kind: 'close_tab' });
    expect(action('Close the new window')).toEqual({ kind: 'close_tab' });
  });

  it('still reads "go back" as the browser Back button', () => {
    expect(action('go back')).toEqual({ kind: 'back' });
  });
});

describe('splitting steps with dialogs and tabs', () => {
  it('splits an action from the dialog answer that follows it', () => {
    expect(
      splitSteps(
        "Click 'Delete Apollo' and accept the confirmation, then check that the page shows 'Apollo deleted.'",
      ),
    ).toEqual([
      'Click "Delete Apollo"',
      'accept the confirmation',
      'check that the page shows "Apollo deleted."',
    ]);
    expect(splitSteps('click Help, switch to the new tab and close the tab')).toEqual([
      'click Help',
      'switch to the new tab',
      'close the tab',
    ]);
  });

  it('keeps a prompt answer with its OK', () => {
    expect(
      splitSteps(
        "Click 'Rename Apollo', enter 'Artemis' in the prompt and accept, then verify the page shows 'Renamed to Artemis.'",
      ),
    ).toEqual([
      'Click "Rename Apollo"',
      'enter "Artemis" in the prompt and accept',
      'verify the page shows "Renamed to Artemis."',
    ]);
  });

  it('reads a whole confirm test', () => {
    const parsed = parseObjective(
      'Deleting asks first',
      "Click 'Delete Apollo'. The dialog says 'Are you sure?'. Click OK in the dialog.",
      START,
    );
    expect(parsed.ok && parsed.actions.map((a) => a.kind)).toEqual([
      'click',
      'assert',
      'accept_dialog',
    ]);
  });
});
