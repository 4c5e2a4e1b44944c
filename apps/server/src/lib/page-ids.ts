import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.js';

/**
 * The ids of one page, newest first, as a subquery to join the page's rows against ("deferred
 * join"). The offset then walks only the (created_by, created_at) index, and the joins and wide
 * rows are built for the page alone, not for every row before it: the last page of 10,000 costs
 * about what the first does.
 */
export function pageIds(
  db: Executor,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  where: SQL | undefined,
  page: { page: number; pageSize: number },
) {
  return db
    .select({ pageId: table.id })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .as('page_ids');
}
