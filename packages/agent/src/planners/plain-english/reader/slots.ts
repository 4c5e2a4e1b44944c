import { SECRET_PLACEHOLDERS, type Target } from '@scout/shared';
import { literal } from '../quotes.js';
import { parseTarget } from '../targets.js';

/** The testing user's email or password, named in words, as its placeholder. With `loose`, a bare
 *  "the email" or "password" means the testing user's too (only where the step names no value). */
export function secretValue(phrase: string, loose = false): string | undefined {
  const p = phrase.toLowerCase().replace(/[’]/g, "'").trim();
  // "your name and email", "my name, email and phone": several things, not one secret.
  if (/\band\b|[,&]/.test(p)) return undefined;
  const owned =
    /(?:testing|test)\s+user|\bthe user's\b|\bmy\b|\bvalid\b|\bcorrect\b|\bregistered\b|\bits\b|\btheir\b|\byour\b/.test(
      p,
    );
  if (
    !owned &&
    !(
      loose &&
      // "enters admin username and password": the suite's testing user is the one the test has.
      /^(?:the\s+|an?\s+)?(?:admin(?:istrator)?(?:'s)?\s+)?(?:e-?mail(?:\s+address)?|password|username|user name)$/.test(
        p,
      )
    )
  )
    return undefined;
  if (/password|passcode/.test(p)) return SECRET_PLACEHOLDERS.password;
  if (/e-?mail|username|user name|login/.test(p)) return SECRET_PLACEHOLDERS.email;
  return undefined;
}

/** A value to type: the quoted text, a secret named in words, or the words as written. */
export function valueOf(phrase: string, quotes: string[]): string {
  const raw = literal(phrase, quotes);
  if (raw.quoted) return raw.text;
  return secretValue(raw.text) ?? raw.text;
}

/** Whether the words could be a value rather than a clause: a quote, a secret, or a few words
 *  with no verb-like glue ("into", "as the"). */
export function isValue(phrase: string, loose = false): boolean {
  const p = phrase.trim();
  if (/^⟦\d+⟧$/.test(p)) return true;
  if (!loose && /^(?:values?|data|details|information)$/i.test(p)) return false;
  return !/\b(?:into|in to|as the|for the|with the|from the)\b/i.test(p);
}

/** A few plain words that can be taken as they are (a value, an option): no clause, no article or
 *  pronoun in front ("Backpack", "Z-A", "Price low-high"; not "the cheapest one", "it"). */
export function plainWords(phrase: string): boolean {
  const p = phrase.trim();
  if (!p || /⟦/.test(p) || p.split(/\s+/).length > 4) return false;
  if (/^(?:a|an|the|some|any|my|your|their|its|it|them|this|that)(?:\s|$)/i.test(p)) return false;
  return !/\b(?:is|are|be|to|with|from|into|and|then|which|that)\b/i.test(p);
}

/** Resolves a URL or a path against the starting URL; undefined when the words are not a URL. */
export function toUrl(words: string, startingUrl: string): string | undefined {
  // "${vividus-test-site-url}/checkboxes.html", "{{baseUrl}}/login": the suite's own address for
  // the site under test, then a path on it.
  const w = words.trim().replace(/^(?:\$\{[\w.-]+\}|\{\{\s*[\w.-]+\s*\}\}|<[\w.-]+>)(?=\/)/, '');
  if (
    /^(?:the\s+|a\s+)?(?:start(?:ing)?\s+(?:page|url)|(?:app\s+|application\s+|site\s+)?home\s*page|app|site|website|application|main page|landing page)$/i.test(
      w,
    )
  )
    return startingUrl;
  // "navigate to the URL", "the URL given", "opens the base URL": no address written, so the
  // test's own (the login URL or the admin URL is another page, named).
  if (
    /^(?:the\s+)?(?:(?:given|base|application|app|site|website|web\s?site|web\s+app|test|target|starting|start|home\s*page|main|provided|specified|configured|environment|env)\s+)?(?:url|web\s+address)(?:\s+(?:given|provided|specified|of\s+the\s+(?:app|application|site|website)))?$/i.test(
      w,
    )
  )
    return startingUrl;
  // "the CKAN Home page", "the Sylius homepage": the app's own home page, the app named.
  if (/^(?:the\s+)?[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)?\s+(?:[Hh]ome\s*[Pp]age|HOME PAGE)$/.test(w))
    return startingUrl;
  // "the automation exercise website", "HRMS application": the app under test, named.
  if (
    /^(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+){0,2}\s+(?:web\s?site|site|web\s+app(?:lication)?|application|app)$/i.test(
      w,
    ) &&
    !/\b(?:new|other|another|second|external|third-party|mobile|of|in|on|from|for|to|this)\b/i.test(
      w,
    ) &&
    // "simple form demo site", "checkbox demo site": a demo site's page of one widget, named as a
    // site (the practice sites' menus list "Simple Form Demo"), not the site under test itself.
    !/\b(?:form|forms|checkbox|checkboxes|dropdown|table|tables|input|inputs|button|buttons|alert|alerts|modal|upload|download|slider|radio)\b/i.test(
      w,
    )
  )
    return startingUrl;
  if (/^https?:\/\//i.test(w)) return w;
  if (/^(?:\/|\.\.?\/|\?|#)/.test(w)) return new URL(w, startingUrl).toString();
  if (
    /^(?:localhost|[\w-]+(?:\.[\w-]+)+)(?::\d+)?(?:[/?#]\S*)?$/i.test(w) &&
    !/\s/.test(w) &&
    !/^[\w-]+\.(?:png|jpe?g|pdf|csv|txt|docx?)$/i.test(w)
  ) {
    return `${new URL(startingUrl).protocol}//${w}`;
  }
  // Any other address with a scheme (file:///…, data:…) is an address too; the executor refuses it.
  if (
    /^(?:[a-z][a-z\d+.-]*:\/\/|(?:data|javascript|about|view-source|blob|mailto|file|chrome):)\S*$/i.test(
      w,
    )
  )
    return w;
  return undefined;
}

const SAMPLE_FILES: Array<[RegExp, string]> = [
  [/image|picture|photo|png|avatar/i, 'sample.png'],
  [/pdf/i, 'sample.pdf'],
  [/csv|spreadsheet/i, 'sample.csv'],
  [/jpe?g/i, 'sample.jpg'],
];

// "the file 'test.doc'", "a PDF called 'cv.pdf'", "'cv.pdf' file": the words that only say it is a file.
const FILE_NOUN =
  /^(?:(?:the|a|an|my|this)\s+)?(?:(?:file|document|attachment|image|picture|photo|pdf|csv|spreadsheet|avatar)\s+)?(?:(?:called|named|titled)\s+)?(⟦\d+⟧)(?:\s+(?:file|document|attachment|image|picture|photo))?$/i;

/** The file to upload: the one the step names, or a sample of the kind it describes. */
export function fileName(phrase: string, quotes: string[]): string {
  const named = FILE_NOUN.exec(phrase.trim());
  const raw = literal(named ? named[1] : phrase, quotes);
  if (raw.quoted || /^[\w.-]+\.\w{1,5}$/.test(raw.text)) return raw.text;
  return SAMPLE_FILES.find(([pattern]) => pattern.test(raw.text))?.[1] ?? 'sample.txt';
}

export function target(phrase: string, quotes: string[]): Target {
  return parseTarget(phrase, quotes);
}

/** A target that names nothing at all ("the box"): only its role, if any, says what it is. */
export function isGeneric(t: Target): boolean {
  return !t.name && !t.label && !t.placeholder && !t.text && !t.widget;
}

/** "'Pay rent'", "the 'Pay rent' task", "the task 'Pay rent'", "task Pay rent": the quoted
 *  name of an item in a list, or undefined when the words are not one. */
export function itemName(phrase: string, quotes: string[]): string | undefined {
  const p = phrase.trim().replace(/^(?:the|a|an|my|this)\s+/i, '');
  const m =
    /^(⟦\d+⟧)(?:\s+(?:task|item|todo|to-do|entry|row|line|record|note|card|product|person|user|member|file|folder|project|order|contact|post|comment|message|event))?$/i.exec(
      p,
    ) ??
    /^(?:task|item|todo|to-do|entry|row|line|record|note|card|product|person|user|member|file|folder|project|order|contact|post|comment|message|event)\s+(?:called\s+|named\s+|titled\s+)?(⟦\d+⟧)$/i.exec(
      p,
    );
  // "the row for 'Ada Lovelace'": the item whose row holds that text.
  const row = /^(?:row|line|entry|record|item|card)\s+(?:for|of|with|containing)\s+(⟦\d+⟧)$/i.exec(
    p,
  );
  if (row) return literal(row[1], quotes).text;
  return m ? literal(m[1], quotes).text : undefined;
}

/** Words that look like a date: 03/14/2024, 2024-03-14, 14 March 2024, March 14, 2024, 14.03.2024. */
export function looksLikeDate(words: string): boolean {
  const w = words.trim();
  return (
    /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(w) ||
    /^\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]{3,9}\.?,?\s+\d{4}$/i.test(w) ||
    /^[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}$/i.test(w) ||
    /^(?:today|tomorrow|yesterday)$/i.test(w)
  );
}

/** Words that look like a time of day: 5:30 PM, 17:30, 9am. */
export function looksLikeTime(words: string): boolean {
  return /^\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?$/i.test(words.trim()) && /[:apm]/i.test(words);
}

const HOME_PAGE = /^(?:home|homepage|main|landing|start|starting|front|index)$/i;

/**
 * The page a step names: "the login page" → login, "the 'Contact us' page" → Contact us, "my cart
 * summary page" → cart summary, "the main page of the shop" and "the homepage" → home. Undefined
 * for an address (the navigate frame reads those) or words that are not a page's name.
 */
export function pageName(phrase: string, quotes: string[]): string | undefined {
  let p = phrase
    .trim()
    .replace(
      /\s+of\s+(?:the|this|our|my)\s+(?:shop|store|site|web ?site|app|application|portal|system)$/i,
      '',
    )
    .replace(/^(?:the|my|your|our|a|an|this)\s+/i, '');
  // "the checkout shipping step": a step of a wizard is a page of its own, named by its words
  // ("the next step" names none).
  const step =
    /\s+step$/i.test(p) &&
    !/^(?:next|previous|first|last|final|same|current|following|other)\b/i.test(p);
  const named =
    /\s+(?:page|screen|view|web ?page)$/i.test(p) || /^(?:homepage|dashboard)$/i.test(p) || step;
  p = p.replace(/\s+(?:page|screen|view|web ?page|step)$/i, '').trim();
  if (!named || !p) return undefined;
  const written = literal(p, quotes);
  if (
    !written.quoted &&
    toUrl(written.text, 'http://x.test/') &&
    !/^(?:home|main|landing|start)/i.test(written.text)
  )
    return undefined;
  if (
    !written.quoted &&
    (/⟦|'s\b/.test(p) || !/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u.test(p) || p.split(/\s+/).length > 4)
  )
    return undefined;
  if (!written.quoted && /\b(?:that|which|with|where|and|or|is|are|has|have)\b/i.test(p))
    return undefined;
  return HOME_PAGE.test(written.text.replace(/\s+page$/i, '')) ? 'home' : written.text;
}
