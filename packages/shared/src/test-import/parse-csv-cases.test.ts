import { describe, expect, it } from 'vitest';
import { parseTestFile } from './parse-test-file.js';
import { readCsv } from './read-csv.js';

// Header rows as the tools export them (column names from each tool's documentation, and as seen
// in public exports: TestRail's "ID, Title, Section, …, Steps (Step), Steps (Expected Result)",
// Zephyr Scale's "Key, Name, …, Test Script (Step-by-Step) - Step" (e.g. in ScenariosToCSV.java
// of a public Zephyr exporter), Qase's numbered steps_actions/steps_result/steps_data cells).

describe('readCsv', () => {
  it('reads quoted commas, line breaks, doubled quotes, a BOM and CRLF', () => {
    const text = '\uFEFFa,b,c\r\n"1, 2","line one\r\nline two","say ""hi"""\r\n\r\nx,,z\r\n';
    expect(readCsv(text)).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['a', 'b', 'c'] },
        { line: 2, cells: ['1, 2', 'line one\nline two', 'say "hi"'] },
        { line: 5, cells: ['x', '', 'z'] },
      ],
    });
  });

  it('reads ; separated files and names the line of a quote left open', () => {
    expect(readCsv('a;b\n"x;y";z')).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x;y', 'z'] },
      ],
    });
    expect(readCsv('a,b\n1,2\n"open,3\n')).toEqual({
      ok: false,
      error:
        'The quoted field that starts on line 3 is never closed: every " that opens a field needs a " that closes it.',
    });
  });
});

describe('parseTestFile: TestRail', () => {
  it('reads separated steps exported one row per step', () => {
    const csv = [
      'ID,Title,Section,Template,Type,Priority,Preconditions,Steps (Step),Steps (Expected Result)',
      'C1204,Add a book to the basket,Basket,Test Case (Steps),Functional,Medium,"Signed in as a borrower with an empty basket",Open the catalogue,The catalogue lists books',
      ',,,,,,,"Click ""Add to basket"" next to ""Dune""",The basket badge shows 1',
      'C1205,Empty basket message,Basket,Test Case (Steps),Functional,Low,,Open the basket,"The page says ""Your basket is empty"""',
    ].join('\r\n');
    const parsed = parseTestFile('testrail-basket.csv', csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.format).toBe('testrail');
    expect(parsed.cases).toHaveLength(2);
    expect(parsed.cases[0]).toEqual({
      name: 'Add a book to the basket',
      text: [
        'Precondition: Signed in as a borrower with an empty basket',
        '1. Open the catalogue',
        'Expected result: The catalogue lists books',
        '2. Click "Add to basket" next to "Dune"',
        'Expected result: The basket badge shows 1',
      ].join('\n'),
      stepCount: 2,
      source: {
        format: 'testrail',
        file_name: 'testrail-basket.csv',
        line: 2,
        case_id: 'C1204',
        tags: [],
      },
    });
    expect(parsed.cases[1]!.source.line).toBe(4);
  });

  it('reads numbered steps in one cell, and the text template fields', () => {
    const csv = [
      'ID,Title,Steps (Step),Steps (Expected Result),Steps,Expected Result',
      'C7,Search by author,"1. Type ""Le Guin"" into Search\n2. Press Enter","1. \n2. Results show ""The Dispossessed""",,',
      'C8,Opening hours,,,"Open the footer\nClick ""Opening hours""","The page shows ""Monday to Friday"""',
    ].join('\n');
    const parsed = parseTestFile('export.csv', csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.cases.map((c) => c.text)).toEqual([
      '1. Type "Le Guin" into Search\n2. Press Enter\nExpected result: Results show "The Dispossessed"',
      'Open the footer\nClick "Opening hours"\nExpected result: The page shows "Monday to Friday"',
    ]);
    expect(parsed.cases.map((c) => c.stepCount)).toEqual([2, 2]);
  });
});

describe('parseTestFile: Xray, Zephyr Scale, Qase', () => {
  it('reads Xray rows where the following rows continue the same test', () => {
    const csv = [
      'Issue Id;Test Type;Test Summary;Action;Data;Expected Result;Labels',
      '1;Manual;Reserve a room;Open "Rooms";;The room list is shown;booking,smoke',
      '1;;;Click "Reserve" on "Room 2";dates: 3-5 May;The reservation form opens;',
      '2;Manual;Cancel a reservation;Open "My reservations";;;',
    ].join('\n');
    const parsed = parseTestFile('xray.csv', csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.format).toBe('xray');
    expect(parsed.cases.map((c) => [c.name, c.stepCount, c.source.case_id])).toEqual([
      ['Reserve a room', 2, '1'],
      ['Cancel a reservation', 1, '2'],
    ]);
    expect(parsed.cases[0]!.text).toBe(
      [
        '1. Open "Rooms"',
        'Expected result: The room list is shown',
        '2. Click "Reserve" on "Room 2"',
        'Test data: dates: 3-5 May',
        'Expected result: The reservation form opens',
      ].join('\n'),
    );
    expect(parsed.cases[0]!.source.tags).toEqual(['booking', 'smoke']);
  });

  it('reads Zephyr Scale step rows under Key and Name', () => {
    const csv = [
      'Key,Name,Status,Precondition,Objective,Folder,Priority,Labels,Test Script (Step-by-Step) - Step,Test Script (Step-by-Step) - Test Data,Test Script (Step-by-Step) - Expected Result',
      'LIB-T1,Renew a loan,Approved,Signed in,,/Loans,Normal,,Open "My loans",,The loans are listed',
      ',,,,,,,,Click "Renew" on "Dune",,"The due date moves on by 3 weeks"',
    ].join('\n');
    const parsed = parseTestFile('zephyr-scale.csv', csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.format).toBe('zephyr');
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0]!.source.case_id).toBe('LIB-T1');
    expect(parsed.cases[0]!.text).toBe(
      [
        'Precondition: Signed in',
        '1. Open "My loans"',
        'Expected result: The loans are listed',
        '2. Click "Renew" on "Dune"',
        'Expected result: The due date moves on by 3 weeks',
      ].join('\n'),
    );
  });

  it('reads Qase cells of numbered steps aligned by number', () => {
    const csv = [
      'id,title,description,preconditions,postconditions,severity,suite,steps_actions,steps_result,steps_data',
      '12,Update the display name,,"Signed in as ""ada""",,normal,Profile,"1. Open ""Profile""\n2. Fill ""Display name"" with ""Ada L""\n3. Click ""Save""","1. \n2. \n3. The page shows ""Profile saved""","1. \n2. \n3. "',
    ].join('\n');
    const parsed = parseTestFile('qase-export.csv', csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.format).toBe('qase');
    expect(parsed.cases[0]!.text).toBe(
      [
        'Precondition: Signed in as "ada"',
        '1. Open "Profile"',
        '2. Fill "Display name" with "Ada L"',
        '3. Click "Save"',
        'Expected result: The page shows "Profile saved"',
      ].join('\n'),
    );
    expect(parsed.cases[0]!.stepCount).toBe(3);
  });

  it('names the columns it expects when the header is unknown', () => {
    const parsed = parseTestFile('other.csv', 'Case,Body\n1,Open the page\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatch(/does not recognise this CSV file's columns \(Case, Body\)/);
    expect(parsed.error).toMatch(/TestRail: Title, with Steps \(Step\)/);
    expect(parsed.error).toMatch(/Qase: title, with steps_actions/);
  });

  it('refuses a continuation row with no test case before it', () => {
    const parsed = parseTestFile('x.csv', 'Issue Id,Test Summary,Action\n,,Open the page\n');
    expect(parsed).toEqual({
      ok: false,
      error:
        'Line 2: this row has no title (test summary or summary), so it would continue a test case, but none starts before it.',
    });
  });
});
