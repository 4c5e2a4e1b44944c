// Text from the server (test and suite names, summaries, step errors: words a test's author or a
// tested page chose) is printed into terminals and CI logs and written into JUnit files. Escape
// sequences in it could recolour or clear the log, rewrite the line before it (carriage return,
// backspace), set a terminal's title or clipboard, or hide a link (OSC 8). None survives this.

/* eslint-disable no-control-regex -- matching control characters is this file's job */
// ESC or its 8-bit form introducing: CSI (ESC [ … final byte); OSC, DCS, SOS, PM and APC strings
// (up to BEL, ST or the end); or a two-character escape (ESC and one more).
const SEQUENCE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^]*?(?:\u0007|\u001b\\|\u009c|$)|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
// Whatever control is left (C0 but tab and newline, DEL, C1), and the bidirectional overrides
// that reorder what a log shows.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** Server text made safe to print or write into a report: no escape sequence, no control. */
export function terminalText(text: string | null | undefined): string {
  // A carriage return would let the text overwrite its own line: it becomes a line break.
  return (text ?? '').replace(/\r\n?/g, '\n').replace(SEQUENCE, '').replace(CONTROL, '');
}

/** terminalText on one line: every whitespace run (line breaks, carriage returns) one space. */
export function terminalLine(text: string | null | undefined): string {
  return terminalText((text ?? '').replace(/\s+/g, ' ')).trim();
}
