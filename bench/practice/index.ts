import { CONDUIT } from './conduit.js';
import type { PracticeApp } from './practice-app.js';
import { REALWORLD_APP } from './realworld-app.js';
import { TOUR_OF_HEROES } from './tour-of-heroes.js';
import { TRELLOAPP, TRELLOAPP_VUE_VITE_TS } from './trelloapp.js';

export type { PracticeApp, PracticeCase, RunningApp } from './practice-app.js';

/** The practice apps the agent benchmark runs when they are built and running (README.md). */
export const PRACTICE_APPS: PracticeApp[] = [
  TRELLOAPP,
  TRELLOAPP_VUE_VITE_TS,
  CONDUIT,
  TOUR_OF_HEROES,
  REALWORLD_APP,
];
