/** The browser's offset from UTC in minutes, as the API expects it (UTC+2 is -120). */
export function browserTzOffset(): number {
  return new Date().getTimezoneOffset();
}
