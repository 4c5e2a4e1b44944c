import { z } from 'zod';
import {
  SUITE_PAGE_SIZES,
  TESTING_USER_PAGE_SIZES,
  TEXT_LIMITS,
  tooLongMessage,
} from './constants.js';

/** One page of a list: `total` counts every matching row, `page` is 1-based. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Paginated<T> = { items: T[]; total: number; page: number; pageSize: number };

/** ?page=: 1-based, 1 when absent. */
export const pageSchema = z.coerce.number().int().min(1, 'Page must be 1 or more').default(1);

/** ?pageSize=: one of `sizes`, `fallback` when absent. */
export const pageSizeSchema = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((size) => sizes.includes(size), `Page size must be one of ${sizes.join(', ')}`)
    .default(fallback);

/** Optional text search; blank means no search. */
export const searchSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.search, tooLongMessage('The search', TEXT_LIMITS.search))
  .optional()
  .transform((s) => (s ? s : undefined));

/** ?page=&pageSize=&search= for suites and tests (10, 20 or 50 per page, default 10). */
export const ListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(SUITE_PAGE_SIZES, 10),
  search: searchSchema,
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** ?page=&pageSize=&search= for testing users (5, 10, 20 or 50 per page, default 10). */
export const TestingUserListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(TESTING_USER_PAGE_SIZES, 10),
  search: searchSchema,
});
export type TestingUserListQuery = z.infer<typeof TestingUserListQuerySchema>;

/** An optional reference by id: '' (an empty select) and null both mean none. */
export const optionalIdSchema = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.uuid(message).nullish()).transform((v) => v ?? null);

/** Number of pages for a total; at least 1 so an empty list still shows page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing {start}-{end} out of {total} items' for a page. */
export function showingText(page: number, pageSize: number, total: number): string {
  const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(page * pageSize, total);
  return `Showing ${start}-${end} out of ${total} items`;
}
