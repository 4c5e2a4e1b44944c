// One subcommand of `scout`: the client's type (packages/client), which every command shares.
export type { Command } from '@scout/client';
