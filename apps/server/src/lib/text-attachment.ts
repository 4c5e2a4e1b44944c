/** The headers of a text file the browser or a CLI saves as `fileName`, never kept in a cache. */
export function textAttachmentHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}
