// The reader's corpus (sentences and whole test cases, with their dev and held-out splits) and
// how a reading is scored, for `npm run bench -- corpus`.
export * from './load-corpus.js';
export * from './score.js';
