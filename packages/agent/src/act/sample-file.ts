import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

// A 1×1 transparent PNG; enough for any image upload field.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function contentFor(name: string): Buffer {
  const ext = name.split('.').pop()?.toLowerCase();
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg' || ext === 'gif') return PNG;
  if (ext === 'pdf') return PDF;
  if (ext === 'csv') return Buffer.from('name,quantity\nSample,1\n');
  if (ext === 'json') return Buffer.from('{"sample": true}\n');
  return Buffer.from('A sample file uploaded by Scout.\n');
}

/** Writes a small sample file with the given name into the run's folder and returns its path. */
export async function makeSampleFile(outDir: string, name: string): Promise<string> {
  const dir = join(outDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const path = join(dir, basename(name) || 'sample.txt');
  await writeFile(path, contentFor(path));
  return path;
}
