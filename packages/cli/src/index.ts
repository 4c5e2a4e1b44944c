export { main, COMMANDS, type Command } from './main.js';
