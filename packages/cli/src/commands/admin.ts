import type { Command } from './command.js';
import { runServerBin } from './server-bin.js';

/** `scout admin grant|revoke|list`: runs the server's apps/server/bin/scout-admin.js. */
export const adminCommand: Command = {
  summary: 'grant, revoke or list admins (scout admin grant EMAIL | revoke EMAIL | list)',
  usage: [
    'Usage: scout admin <grant EMAIL | revoke EMAIL | list>',
    '',
    '  grant EMAIL    make the account with this email an admin',
    '  revoke EMAIL   take the admin role away (never from the last admin)',
    '  list           show every admin',
    '',
    'Environment:',
    '  DATABASE_URL     the PostgreSQL Scout uses, when it uses one',
    '  SCOUT_DATA_DIR   otherwise, the data directory of the embedded database (default ./data);',
    '                   stop Scout first: the embedded database allows one process at a time',
  ].join('\n'),
  run: (args) => runServerBin('scout-admin', args),
};
