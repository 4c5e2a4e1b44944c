/** One record of a CSV file: its cells and the file line it starts on (1-based). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export type CsvReadResult = { ok: true; rows: CsvRow[] } | { ok: false; error: string };

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator the header row uses most, outside quotes: spreadsheets in many locales write `;`. */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Reads CSV as RFC 4180 says: fields in double quotes may hold separators, line breaks and doubled
 * quotes; CRLF or LF line ends; a leading byte-order mark is dropped. Rows with no text at all are
 * left out. A quote left open is an error naming the line it opened on.
 */
export function readCsv(input: string): CsvReadResult {
  const text = input.replace(/^\uFEFF/, '');
  const separator = detectSeparator(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  let inQuotes = false;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') inQuotes = false;
      else {
        if (char === '\n') line++;
        // A CRLF inside a quoted field is one line break, kept as \n.
        if (!(char === '\r' && text[i + 1] === '\n')) cell += char === '\r' ? '\n' : char;
      }
      i++;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      cell = '';
      inQuotes = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
    i++;
  }
  if (inQuotes) {
    return {
      ok: false,
      error: `The quoted field that starts on line ${quoteLine} is never closed: every " that opens a field needs a " that closes it.`,
    };
  }
  if (cell !== '' || cells.length > 0) endRow();
  return { ok: true, rows };
}
