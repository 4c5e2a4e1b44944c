import { presetCron } from '@scout/shared';
import type { Command } from './command.js';
import { commandFailed } from './command-failed.js';
import { parseFlags, processIo, serverAndKey, UsageError, type CliIo } from './ci-options.js';
import { formatColumns } from './list.js';
import { scoutApi, type ScheduleListed } from './scout-api.js';

export const SCHEDULES_USAGE = `Usage: scout schedules <list|create|update|pause|resume|delete> [options]

  scout schedules list [--suite ID]
  scout schedules create (--suite ID | --test ID) (--every weekday|day|hour [--at HH:MM] | --cron "M H D M W") [--timezone ZONE]
  scout schedules update ID [--every ... [--at HH:MM] | --cron "..."] [--timezone ZONE]
  scout schedules pause ID | resume ID | delete ID

Manages the key owner's schedules: a suite or a test run on a cron in a time zone (UTC unless
--timezone), queued by the server's workers within the plan's daily runs.

Options:
  --server URL   the Scout server (or SCOUT_SERVER)
  --key KEY      an API key from Settings (or SCOUT_API_KEY)
  --json         print the schedule(s) as JSON
  --help         show this help

Exit code: 0 done, 2 bad arguments, an unknown id, or a server that cannot be reached or refuses.`;

const EVERY = { weekday: 'every-weekday', day: 'every-day', hour: 'every-hour' } as const;

/** The cron of --every/--at or --cron; undefined when neither is given. */
function cronOf(values: { every?: string; at?: string; cron?: string }): string | undefined {
  if (values.every !== undefined && values.cron !== undefined)
    throw new UsageError('Give --every or --cron, not both.');
  if (values.cron !== undefined) return values.cron;
  if (values.every === undefined) {
    if (values.at !== undefined) throw new UsageError('--at goes with --every weekday or day.');
    return undefined;
  }
  const preset = EVERY[values.every as keyof typeof EVERY];
  if (!preset) throw new UsageError('--every takes weekday, day or hour.');
  if (values.at !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.at))
    throw new UsageError('--at takes a time as HH:MM, e.g. 02:00.');
  return presetCron(preset, values.at ?? '02:00');
}

function print(io: CliIo, schedules: ScheduleListed[], asJson: boolean | undefined) {
  if (asJson) {
    io.stdout.write(`${JSON.stringify(schedules, null, 2)}\n`);
    return;
  }
  if (schedules.length === 0) {
    io.stdout.write('No schedules yet.\n');
    return;
  }
  io.stdout.write(
    formatColumns(
      ['ID', 'FOR', 'WHEN', 'ZONE', 'NEXT', 'LAST SKIP'],
      schedules.map((s) => [
        s.id,
        s.target_name,
        s.description,
        s.timezone,
        s.is_paused ? 'paused' : (s.next_runs[0] ?? 'never'),
        s.last_skip_reason ?? '',
      ]),
    ),
  );
}

/** `scout schedules`, resolving to its exit code. */
export async function runScoutSchedules(args: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseFlags(
      args,
      {
        server: { type: 'string' },
        key: { type: 'string' },
        json: { type: 'boolean' },
        suite: { type: 'string' },
        test: { type: 'string' },
        every: { type: 'string' },
        at: { type: 'string' },
        cron: { type: 'string' },
        timezone: { type: 'string' },
      },
      true,
    );
    const [action, id, ...extra] = positionals;
    if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
    const needsId = ['update', 'pause', 'resume', 'delete'].includes(action ?? '');
    if (needsId && !id) throw new UsageError(`scout schedules ${action} needs a schedule's id.`);
    const { server, key } = serverAndKey(values, io.env);
    const api = scoutApi(server, key, io.fetch);
    const cron = cronOf(values);
    switch (action) {
      case 'list':
        print(io, await api.listSchedules(values.suite), values.json);
        return 0;
      case 'create': {
        if ((values.suite === undefined) === (values.test === undefined))
          throw new UsageError('Say what to schedule: --suite ID or --test ID.');
        if (!cron) throw new UsageError('Say when: --every weekday|day|hour or --cron.');
        const created = await api.createSchedule({
          ...(values.suite ? { test_suite_id: values.suite } : { test_id: values.test }),
          cron,
          timezone: values.timezone ?? 'UTC',
        });
        print(io, [created], values.json);
        return 0;
      }
      case 'update':
      case 'pause':
      case 'resume': {
        const body = {
          ...(cron ? { cron } : {}),
          ...(values.timezone ? { timezone: values.timezone } : {}),
          ...(action === 'update' ? {} : { is_paused: action === 'pause' }),
        };
        print(io, [await api.updateSchedule(id!, body)], values.json);
        return 0;
      }
      case 'delete':
        await api.deleteSchedule(id!);
        io.stdout.write(`Deleted schedule ${id}.\n`);
        return 0;
      default:
        throw new UsageError(
          action ? `Unknown action "${action}".` : 'Say what to do: list, create, update, …',
        );
    }
  } catch (error) {
    return commandFailed(error, io, SCHEDULES_USAGE);
  }
}

export const schedulesCommand: Command = {
  summary: 'list, create, pause, resume and delete the schedules that run suites and tests',
  usage: SCHEDULES_USAGE,
  run: (args) => runScoutSchedules(args, processIo()),
};
