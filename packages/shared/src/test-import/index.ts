export * from './imported-case.js';
export * from './csv-layouts.js';
export * from './import-tests-api.js';
export * from './parse-test-file.js';
export { readCsv } from './read-csv.js';
export * from './gherkin.js';
