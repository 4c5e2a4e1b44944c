import type { buildOpenApiDocument } from './openapi.js';

type Doc = ReturnType<typeof buildOpenApiDocument>;
/** The parts of an operation the page reads (the generator's types are unions of refs). */
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: { description?: string };
  }[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The API reference as plain server-rendered HTML: every operation with its parameters and
 * responses, then every named schema. No script, so it keeps to the app's strict CSP.
 */
export function renderReferencePage(doc: Doc): string {
  const operations: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {}) as [string, Operation][]) {
      const params = op.parameters ?? [];
      const responses = Object.entries(op.responses ?? {});
      operations.push(`<section class="op" id="${escape(op.operationId ?? '')}">
<h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>/api/v1${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
${
  params.length
    ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Description</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(p.description ?? p.schema?.description ?? '')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<h4>Responses</h4><table><tr><th>Status</th><th>Description</th><th>Body</th></tr>${responses
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          const body = schema?.$ref
            ? `<a href="#schema-${escape(schema.$ref.split('/').pop()!)}">${escape(schema.$ref.split('/').pop()!)}</a>`
            : schema
              ? `<details><summary>JSON</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`
              : '';
          return `<tr><td>${escape(status)}</td><td>${escape(r.description ?? '')}</td><td>${body}</td></tr>`;
        })
        .join('')}</table>
</section>`);
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.5}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f5;padding:.75rem;overflow:auto;border-radius:6px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d4d4d8;padding:.35rem .5rem;text-align:left;vertical-align:top}
.op{border-top:1px solid #d4d4d8;padding-top:.5rem}.method{font-weight:700;padding:.1rem .4rem;border-radius:4px;background:#e4e4e7}
.get{background:#dbeafe}.post{background:#dcfce7}
</style></head><body>
<h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<h2>Operations</h2>
${operations.join('\n')}
<h2>Schemas</h2>
${schemas.join('\n')}
</body></html>`;
}
