export * from './auth.js';
export * from './constants.js';
export * from './errors.js';
export * from './agent.js';
export * from './feedback.js';
export * from './beta.js';
