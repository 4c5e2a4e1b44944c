import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Bootstrap 5 as npm installs it, for fixture pages that use a real widget library's markup. The
// repository's root node_modules holds it; fixtures/ has its own install when the root lacks it.
const LIBS = [
  resolve(__dirname, '../../../../node_modules'),
  resolve(__dirname, '../../../../fixtures/node_modules'),
].find((dir) => existsSync(join(dir, 'bootstrap/dist/css/bootstrap.css')));

export const HAS_BOOTSTRAP = LIBS !== undefined;

/** Bootstrap's stylesheet inlined in a `<style>`, or '' when it is not installed. */
export const BOOTSTRAP_CSS = LIBS
  ? `<style>${readFileSync(join(LIBS, 'bootstrap/dist/css/bootstrap.css'), 'utf8')}</style>`
  : '';

/** Bootstrap's bundle (with Popper) inlined in a `<script>`, or '' when it is not installed. */
export const BOOTSTRAP_JS = LIBS
  ? `<script>${readFileSync(join(LIBS, 'bootstrap/dist/js/bootstrap.bundle.js'), 'utf8').replaceAll('</script', '<\\/script')}</script>`
  : '';
