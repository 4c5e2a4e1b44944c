import type { Database } from './client.js';

/** The database or a transaction on it: services that may run inside either take this. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
