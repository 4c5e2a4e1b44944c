import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  CreateTestRequestSchema,
  ImportTestsRequestSchema,
  ImportTestsResponseSchema,
  SuiteRunSchema,
  TestDetailSchema,
  V1ErrorSchema,
  V1RunSchema,
  V1SuiteListResponseSchema,
  V1TestListQuerySchema,
  V1TestListResponseSchema,
} from '@scout/shared';

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the shared zod schemas the routes answer
 * with (@asteasolutions/zod-to-openapi). Every operation here is called by
 * test/api-v1-openapi.test.ts, which checks each answer against the documented status and schema.
 */
const IdParams = z.object({ id: z.string().meta({ description: 'The record’s id (a uuid)' }) });

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(V1ErrorSchema, description);
const unauthorized = error(
  'No API key, or a wrong or revoked one: `{ "error": "Invalid API key" }`',
);
const notFound = error("No such record, or another user's");

/** The documented operations: method, path (OpenAPI style) and what they answer. */
export function buildRegistry() {
  const registry = new OpenAPIRegistry();
  // Error, Run, Step and SuiteRun become components by their `.meta({ id })` in @scout/shared.
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API key from Settings → API keys (`scout_` and 40 characters). It carries its owner’s rights: the same ownership checks, plan limits and rate limits.',
  });
  const security = [{ bearerAuth: [] }];

  registry.registerPath({
    method: 'get',
    path: '/test-suites',
    operationId: 'listTestSuites',
    summary: "List the key owner's test suites",
    security,
    responses: {
      200: json(V1SuiteListResponseSchema, 'The suites, newest first'),
      401: unauthorized,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/tests',
    operationId: 'listTests',
    summary: "List the key owner's tests, optionally of one suite",
    security,
    request: { query: V1TestListQuerySchema },
    responses: {
      200: json(V1TestListResponseSchema, 'The tests, newest first'),
      401: unauthorized,
      404: notFound,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/tests',
    operationId: 'createTest',
    summary: 'Create a test in one of the key owner’s suites from a name and an objective',
    description:
      'The description (optional) holds the steps in plain English; without a `testing_user_id` the suite’s testing user runs it.',
    security,
    request: { body: { content: { 'application/json': { schema: CreateTestRequestSchema } } } },
    responses: {
      201: json(TestDetailSchema, 'The test created'),
      400: error('A field is missing or invalid, or the suite has no testing user'),
      401: unauthorized,
      403: error("The suite's tests-per-suite limit is reached"),
      404: notFound,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/tests/{id}/runs',
    operationId: 'startTestRun',
    summary: 'Start a run of one test',
    security,
    request: { params: IdParams },
    responses: {
      201: json(V1RunSchema, 'The queued run'),
      400: error('The test cannot run (no objective, no starting URL)'),
      401: unauthorized,
      403: error("The plan's daily test runs are used up"),
      404: notFound,
      409: error('The test is already queued or running'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/test-suites/{id}/runs',
    operationId: 'startSuiteRun',
    summary: 'Start a run of every test in a suite',
    description:
      'Each test run counts against the plan as a run of its own; when any test cannot be queued, none is.',
    security,
    request: { params: IdParams },
    responses: {
      201: json(SuiteRunSchema, 'The suite run, its runs queued'),
      400: error('The suite has no tests, or one of them cannot run'),
      401: unauthorized,
      403: error("The plan's daily test runs would be exceeded"),
      404: notFound,
      409: error('A test of the suite is already queued or running'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/test-suites/{id}/tests/import',
    operationId: 'importTests',
    summary: 'Import test cases from a .feature file or a test-management CSV export',
    description: [
      "Send the file's name and text as JSON. By the name: `.feature` is Gherkin (one test per Scenario, one per Examples row of a Scenario Outline, the Background first, tags kept); `.csv` is an export of TestRail (`Title`, `Steps (Step)`, `Steps (Expected Result)` or `Steps`, `Expected Result`), Xray (`Issue Id`, `Test Summary`, `Action`, `Data`, `Expected Result`), Zephyr Scale (`Name`, `Precondition`, `Test Script (Step-by-Step) - Step`, `- Test Data`, `- Expected Result`) or Qase (`title`, `preconditions`, `steps_actions`, `steps_result`, `steps_data`), known by its header row.",
      "Each test keeps the case as written (its description) and where it came from (`source`); `unread_lines` lists, per test, the lines the plain-English reader does not understand. All the file's tests are created or none: a file that cannot be read, or that would take the suite past the plan's tests-per-suite limit, is answered with why and creates nothing. The suite's testing user runs the tests.",
    ].join('\n\n'),
    security,
    request: {
      params: IdParams,
      body: { content: { 'application/json': { schema: ImportTestsRequestSchema } } },
    },
    responses: {
      200: json(ImportTestsResponseSchema, 'A dry run: what would be imported'),
      201: json(ImportTestsResponseSchema, 'The tests created, each with its unread lines'),
      400: error(
        'The file cannot be read (the message says why), or the suite has no testing user',
      ),
      401: unauthorized,
      403: error("The suite's tests-per-suite limit would be exceeded"),
      404: notFound,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/runs/{id}',
    operationId: 'getRun',
    summary: 'Read a run, with its result, steps and screenshot URLs once finished',
    security,
    request: { params: IdParams },
    responses: { 200: json(V1RunSchema, 'The run'), 401: unauthorized, 404: notFound },
  });
  registry.registerPath({
    method: 'post',
    path: '/runs/{id}/cancel',
    operationId: 'cancelRun',
    summary: 'Cancel a queued or running run',
    security,
    request: { params: IdParams },
    responses: {
      200: json(V1RunSchema, 'The run, now CANCELLED'),
      401: unauthorized,
      404: notFound,
      409: error('The run has already finished'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/suite-runs/{id}',
    operationId: 'getSuiteRun',
    summary: 'Read a suite run: its status, counts and runs',
    security,
    request: { params: IdParams },
    responses: { 200: json(SuiteRunSchema, 'The suite run'), 401: unauthorized, 404: notFound },
  });
  registry.registerPath({
    method: 'get',
    path: '/runs/{id}/export',
    operationId: 'exportRun',
    summary:
      'A passing run as a Playwright test file (.spec.ts) that repeats its actions and checks; the testing user’s secrets are read from SCOUT_TESTING_USER_* environment variables',
    security,
    request: { params: IdParams },
    responses: {
      200: {
        description: 'The test file, as an attachment',
        content: { 'text/plain': { schema: z.string() } },
      },
      401: unauthorized,
      404: notFound,
      409: error('The run did not pass'),
    },
  });
  return registry;
}

export function buildOpenApiDocument(serverUrl: string) {
  return new OpenApiGeneratorV31(buildRegistry().definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Scout REST API',
      version: '1.0.0',
      description:
        'Start and read test runs and suite runs from CI. Authenticate with `Authorization: Bearer <API key>`. JSON is snake_case.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
  });
}
