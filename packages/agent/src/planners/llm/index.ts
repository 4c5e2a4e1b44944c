export { createLlmPlanner, type LlmPlannerOptions, type PlannerLogger } from './llm-planner.js';
export { PLANNER_TOOLS } from './tools.js';
