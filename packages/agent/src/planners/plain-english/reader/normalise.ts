/**
 * What a step says before its verb frame is read: the Gherkin keyword (Given/When/Then/And/But),
 * who does it ("I", "the user", "the administrator"), modal words ("should", "can", "try to") and
 * third-person verbs ("clicks") are taken off, leaving the instruction in its base form.
 *
 * `mood` is 'expect' for a sentence that says what should be true ("Then …", "… should …"): the
 * frames for checks read it, and an action verb in that mood is still an action ("Then I click").
 * `setup` marks a Given whose words describe state rather than an action on the page.
 */
export interface Normalised {
  text: string;
  keyword?: 'given' | 'when' | 'then' | 'and' | 'but';
  mood: 'do' | 'expect';
}

const KEYWORD = /^(given|when|then|and|but|\*)\s+/i;
// Who acts: pronouns, "the user", "the administrator", "a visitor", "user 'Alice'", "User with
// full access and permissions".
const SUBJECT =
  /^(?:i|we|you|they|he|she|(?:the|a|an)\s+(?:(?:new|logged[- ]in|signed[- ]in|anonymous|registered|admin|test|testing|guest)\s+)?(?:user|users|visitor|customer|admin|administrator|shopper|buyer|member|guest|tester|client|person|owner|manager|operator|player|student|teacher|doctor|patient|editor|author|reviewer)|users?|admin(?:istrator)?|customer|visitor)(?:\s+⟦\d+⟧)?(?:\s+with\s+(?:full\s+|all\s+|admin(?:istrator)?\s+|the\s+)?(?:access|permissions|rights|privileges|roles?)(?:\s+and\s+(?:permissions|rights|privileges|roles?|access))?)?\s+/i;
// A persona the test is written about, by first name: "James is at the Login page", "James
// presses 'Need an account?'". Capitalised and not a verb or a part of a page (see isPersona).
const PERSONA = /^([A-Z][a-z]{2,})(?:'s|')?\s+/;
// Capitalised words that open a sentence about the page or its parts, never a person.
const NOT_A_PERSONA =
  /^(?:the|this|that|these|those|there|it|its|each|every|all|any|no|some|one|new|page|screen|site|app|application|dialog|modal|popup|menu|list|form|field|button|link|tab|window|panel|section|cart|basket|table|row|column|header|footer|title|total|count|search|result|results|message|error|alert|toast|banner|notification|item|items|product|products|order|board|card|login|logout|sign|user|username|email|password|home|nav|navigation|sidebar|text|label|value|status|input|checkbox|dropdown|option|image|icon|heading|account|profile|settings|data|system|server)$/i;
// What a person does, not what a page does ("Cart shows 2 items", "Dialog closes" are no persona).
const PAGE_VERBS =
  /^(?:see|show|display|contain|list|include|read|say|have|be|appear|remain|stay|match|equal|exist|hold|load|close|open|change|update|disappear|become|expand|collapse)$/;
const MODAL =
  /^(?:should\s+(?:be\s+able\s+to\s+)?|must\s+(?:be\s+able\s+to\s+)?|can\s+|could\s+|will\s+|shall\s+|would\s+|may\s+|(?:am|is|are)\s+able\s+to\s+|(?:try|tries|need|needs|have|has|attempt|attempts|attemps|decide|decides)\s+to\s+|then\s+|also\s+|now\s+|just\s+|please\s+|successfully\s+|manually\s+)/i;
const EXPECT_MODAL = /^(?:should|must|shall)\s+/i;

// Irregular and -es third-person forms; the rest lose their final "s".
const THIRD_PERSON: Record<string, string> = {
  goes: 'go',
  does: 'do',
  has: 'have',
  is: 'be',
  presses: 'press',
  pushes: 'push',
  searches: 'search',
  switches: 'switch',
  touches: 'touch',
  reaches: 'reach',
  finishes: 'finish',
  fixes: 'fix',
  watches: 'watch',
  dismisses: 'dismiss',
  focuses: 'focus',
  accesses: 'access',
  refreshes: 'refresh',
  crosses: 'cross',
  matches: 'match',
  catches: 'catch',
  passes: 'pass',
  washes: 'wash',
  misses: 'miss',
  approaches: 'approach',
};

/** A verb in its base form, if `word` is the third person of one of `verbs`. */
/** The past of the verbs that put input into a page ("I pressed 'Create Project'", "the user
 *  entered 'ada' in the Username field"): a test case written as what the tester did is the same
 *  step. Only these: "I added 'Milk' to the cart" or "I opened Data Curator" more often say what a
 *  fixture set up before the test, and "I checked" may be a look rather than a tick. */
const PAST_INPUT: Record<string, string> = {
  pressed: 'press',
  clicked: 'click',
  tapped: 'tap',
  typed: 'type',
  entered: 'enter',
  filled: 'fill',
  selected: 'select',
  chose: 'choose',
  chosen: 'choose',
  submitted: 'submit',
};

/** "added product 'T-Shirt banana' to the cart": a named product put in the cart, in the past. */
const ADDED_TO_CART =
  /^(?:(?:has|have|had)\s+(?:already\s+|just\s+)?)?added(\s+(?:the\s+)?product\s+⟦\d+⟧\s+to\s+(?:the|my)\s+(?:shopping\s+)?(?:cart|basket))$/i;

/** The verb of the lexicon that a past input verb is ("pressed" → "press"); else undefined. */
function pastInputVerb(word: string, verbs: ReadonlySet<string>): string | undefined {
  const base = PAST_INPUT[word.toLowerCase()];
  return base && verbs.has(base) ? base : undefined;
}

export function baseVerb(word: string, verbs: ReadonlySet<string>): string | undefined {
  const w = word.toLowerCase();
  if (verbs.has(w)) return w;
  const irregular = THIRD_PERSON[w];
  if (irregular && verbs.has(irregular)) return irregular;
  if (w.endsWith('ies') && verbs.has(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && verbs.has(w.slice(0, -1))) return w.slice(0, -1);
  return undefined;
}

/**
 * Takes the keyword, subject and modal words off a step whose quotes are masked. `verbs` is the
 * lexicon (every verb a frame starts with), for turning "clicks" back into "click".
 */
export function normalise(masked: string, verbs: ReadonlySet<string>): Normalised {
  let text = masked
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!;:,]+$/, '')
    // owncloud's "… using the webUI", "… on the webUI": where, not what.
    .replace(
      /\s+(?:using|on|in|via|through|of)\s+the\s+(?:web\s?ui|ui|user interface|browser|web interface|gui)$/i,
      '',
    )
    .trim();
  // "I'm on the sign up page", "we're on …": the contraction is the same words written out.
  text = text.replace(
    /\b(i|we|you|they)['’](m|re)\b/gi,
    (_m, who: string, be: string) => `${who} ${be.toLowerCase() === 'm' ? 'am' : 'are'}`,
  );
  // Two slips testers' fingers make often enough to be read as meant: "I login in as Jill",
  // "the user is one the login page".
  text = text
    .replace(/\blogin in\b/gi, 'log in')
    .replace(/\b(am|is|are|be)\s+one\s+the\b/gi, '$1 on the');
  let keyword: Normalised['keyword'];
  const k = KEYWORD.exec(text);
  if (k) {
    keyword = k[1] === '*' ? 'and' : (k[1].toLowerCase() as Normalised['keyword']);
    text = text.slice(k[0].length);
  }
  let mood: Normalised['mood'] = keyword === 'then' ? 'expect' : 'do';
  const persona = isPersona(text, verbs);
  if (persona) text = text.slice(persona.length);
  const subject = persona ? null : SUBJECT.exec(text);
  // "The user clicks …": the subject goes when a verb (or a modal) follows it.
  if (subject) {
    const rest = text.slice(subject[0].length);
    const next = rest.split(' ')[0] ?? '';
    // "Given user to navigate to the URL given": the instruction's verb after "to".
    const infinitive = /^to\s+([a-z]+)\s/i.exec(rest);
    if (infinitive && verbs.has(infinitive[1].toLowerCase())) text = rest.slice(3);
    else if (
      MODAL.test(rest) ||
      baseVerb(next, verbs) ||
      pastInputVerb(next, verbs) ||
      ADDED_TO_CART.test(rest) ||
      /^(?:am|is|are|was|were|have|has|had|see|sees|do|does|don't|doesn't|cannot|can't|wants?\s+to)\b/i.test(
        rest,
      )
    ) {
      text = rest;
    }
  }
  // "Given the current location is the home page", "Given I visited the home page": where the
  // browser is, said as "am on the home page" (the orientation frame reads that: opened in a
  // Given, checked in a Then). Only a page named as one ("the … page") or in quotes ("I visited
  // 'home page'", "I visited '/login'").
  const where =
    /^(?:the\s+)?(?:current|browser's current)\s+(?:location|page|screen)\s+is\s+((?:the|a)\s+.+\s(?:page|screen))$/i.exec(
      text,
    ) ??
    (subject
      ? /^(?:(?:have|has)\s+)?visited\s+((?:the|a)\s+.+\s(?:page|screen)|⟦\d+⟧)$/i.exec(
          text.startsWith(subject[0]) ? text.slice(subject[0].length) : text,
        )
      : null);
  if (where) text = `am on ${where[1]}`;
  else text = orientation(text, Boolean(subject));
  // A manual case's expected result, written as a note: "Display of the error message 'X'" (an
  // error with those words), "Inline validation errors displayed" (some error shown). "Redirect
  // to dashboard" stays refused: in a manual case it follows steps that leave the submit implied
  // ("Enter correct username/password"), and checking it without that submit would fail the run.
  const note = expectedNote(text);
  if (note) {
    text = note;
    mood = 'expect';
  }
  for (let i = 0; i < 3; i++) {
    const modal = MODAL.exec(text);
    if (!modal) break;
    if (EXPECT_MODAL.test(modal[0])) mood = 'expect';
    // "should be able to click": an action all the same.
    text = text.slice(modal[0].length);
  }
  // "Then I get the list of my contacts", "Then I get 'John Doe' listed on my contact list": what
  // the user is shown ("get redirected", "get a download", "get an email" are other steps).
  // "The list of my contacts" is the page's list: the user's own, so no other is meant.
  const gets =
    /^get\s+(?:the\s+list\s+of\s+(?:my|our|all\s+(?:my|the))\s+[a-z]+$|⟦\d+⟧\s+(?:listed|shown|displayed)\b)/i;
  if (keyword === 'then' && subject && gets.test(text))
    text = /^get\s+the\s+list\b/i.test(text) ? 'see the list' : `see ${text.slice(4)}`;
  // "Then I get redirected to the projects list page": the passive told with "get", as "be
  // redirected" (what happened to the user: a check of where the browser is).
  const moved =
    /^(?:get|gets|got|getting)\s+((?:redirected|taken|sent|brought|navigated|returned|forwarded)\s+(?:back\s+)?(?:to|onto)\s.+)$/i.exec(
      text,
    );
  if (moved && subject) {
    text = `be ${moved[1]}`;
    if (keyword === 'then') mood = 'expect';
  }
  // "Given I want to log in" (nugato/nucms): what the scenario is about, so where it starts: the
  // page for it. ("want" is no verb of the lexicon: "Given I want to buy a hat" stays a wish.)
  const wants = /^wants?\s+to\s+(log\s?in|sign\s?in|sign\s?up|register)$/i.exec(text);
  if (wants && keyword === 'given') {
    const goal = wants[1].toLowerCase().replace(/\s+/g, '');
    text = `go to the ${goal === 'signin' ? 'sign in' : goal === 'signup' ? 'sign up' : goal} page`;
  }
  // "has browsed to …", "have clicked …": the perfect tense of an action is the action.
  const perfect = /^(?:has|have|had)\s+(?:already\s+|just\s+)?([a-z]+?)(?:ed|d)\b(.*)$/i.exec(text);
  if (perfect) {
    const stem = perfect[1].toLowerCase();
    // Only for getting somewhere ("has browsed to", "has logged in"); "have opened Data Curator"
    // states what was done before the test.
    const base = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].find(
      (v) => verbs.has(v) && /^(?:browse|navigate|log|sign)$/.test(v),
    );
    if (base) text = `${base}${perfect[2]}`;
  }
  // "I have pressed 'Save'", "I pressed 'Save'": the input verbs in the past are the action too,
  // when a subject said who did it (a bare "Selected items are shown" is not an action). Not in a
  // Then: "Then the user has selected 'Premium'" says what should be true, which doing it would make so.
  const past = /^(?:(?:has|have|had)\s+(?:already\s+|just\s+)?)?([a-z]+)\b(.*)$/i.exec(text);
  const pastBase = subject && past && mood === 'do' ? pastInputVerb(past[1], verbs) : undefined;
  if (pastBase && past) text = `${pastBase}${past[2]}`;
  // "And I added product 'T-Shirt banana' to the cart" (Sylius's shop steps): a named product put
  // in the cart is done on the page, as "I add product … to the cart" is. Other things added
  // ("I added 'Milk' to the list") still more often say what a fixture set up.
  const addedToCart = ADDED_TO_CART.exec(text);
  if (subject && mood === 'do' && addedToCart && verbs.has('add')) text = `add${addedToCart[1]}`;
  const [first, ...rest] = text.split(' ');
  const base = first ? baseVerb(first, verbs) : undefined;
  if (base && base !== first.toLowerCase()) text = [base, ...rest].join(' ');
  // "again", "once more": the repetition is not part of what is clicked.
  text = text.replace(/\s+(?:again|once more|one more time|manually|successfully|now)$/i, '');
  return { text, keyword, mood };
}

/** The persona's name and the space after it when `text` is about a person named by first name
 *  ("James presses …", "James is at …", "James should see …"); else undefined. */
function isPersona(text: string, verbs: ReadonlySet<string>): string | undefined {
  const m = PERSONA.exec(text);
  if (!m || NOT_A_PERSONA.test(m[1]) || baseVerb(m[1], verbs)) return undefined;
  const rest = text.slice(m[0].length);
  if (MODAL.test(rest)) return m[0];
  // "James is at the Login page", "James has not logged in", "James has already registered".
  if (
    /^(?:is|has|was)\s+(?:not\s+)?(?:already\s+|just\s+)?(?:at|on|in|logged|signed|registered|authenticated|visited|opened|navigated)\b/.test(
      rest,
    )
  )
    return m[0];
  const next = rest.split(' ')[0] ?? '';
  const base = baseVerb(next, verbs);
  return base && !PAGE_VERBS.test(base) ? m[0] : undefined;
}

// A page's name before "page" that only says which of several pages, a place in a list of pages
// ("the first page", "the 2nd page"), any page ("a non-existent page", "a random page") or none
// ("verify the page"): not a name to look for.
const NOT_A_PAGE_NAME =
  /\b(?:correct|right|wrong|same|next|previous|current|whole|entire|new|this|that|above|following|expected|resulting|relevant|appropriate|respective|particular|first|second|third|fourth|fifth|last|final|\d+(?:st|nd|rd|th)|the|an?|non-?existent|nonexisting|invalid|broken|random|missing|unknown|fake|dummy|different|another|other|some|any)\b/i;

/**
 * Orientation lines in the words testers use for them, as the page frames read them: "Given I am
 * in the website" (on it), "Given the user is viewing Product page" (on it), "Given I go to a User
 * page" (the page by its name, as "the User page"), "Then Go Home" (the home page), "And user
 * verify the home page" (a check of where the run is: on the home page). `subject` is whether the
 * sentence named who acts ("the user is viewing …" is where they are; a bare "viewing the
 * products page" is not).
 */
function orientation(text: string, subject: boolean): string {
  const inSite =
    /^(am|is|are|be)\s+in\s+(the\s+(?:website|web\s?site|site|web\s?app|app|application|portal|web\s?shop|shop|store))$/i.exec(
      text,
    );
  if (inSite) return `${inSite[1]} on ${inSite[2]}`;
  const viewing = subject
    ? /^(?:am|is|are)\s+(?:viewing|looking\s+at|browsing|visiting)\s+(?:the\s+|a\s+)?((?:[\w-]+\s+){1,3}(?:page|screen))$/i.exec(
        text,
      )
    : null;
  if (viewing && !NOT_A_PAGE_NAME.test(viewing[1])) return `am on the ${viewing[1]}`;
  const aPage =
    /^(go|goes|navigate|navigates|browse|browses)\s+to\s+an?\s+((?:[\w-]+\s+){1,3}(?:page|screen))$/i.exec(
      text,
    );
  if (aPage && !NOT_A_PAGE_NAME.test(aPage[2])) return `${aPage[1]} to the ${aPage[2]}`;
  if (/^go(?:es)?\s+home$/i.test(text)) return 'go to the home page';
  const verifyPage =
    /^(?:verify|verifies|confirm|confirms|validate|validates)\s+(?:that\s+)?(?:(?:i|we|they|he|she)\s+(?:am|are|is)\s+on\s+)?(?:the\s+)?((?:[\w-]+\s+){1,3})page(?:\s+(?:is\s+)?(?:displayed|shown|opened|open|loaded|visible))?$/i.exec(
      text,
    );
  if (
    verifyPage &&
    !NOT_A_PAGE_NAME.test(verifyPage[1]) &&
    !/\b(?:title|url|address|content|contents|layout|header|footer|heading|source)\b/i.test(
      verifyPage[1],
    )
  )
    return `should be on the ${verifyPage[1]}page`;
  return text;
}

/** The check a manual case's expected-result note means, as a sentence the frames read; undefined
 *  when `text` is not such a note. */
function expectedNote(text: string): string | undefined {
  const errorWords =
    /^(?:(?:the\s+)?(?:display|displaying|showing|appearance)\s+of\s+)(?:the\s+|an?\s+)?(?:error|validation)(?:\s+(?:message|alert|notification))?\s+(⟦\d+⟧)$/i.exec(
      text,
    );
  if (errorWords) return `the error message says ${errorWords[1]}`;
  if (
    /^(?:inline\s+)?validation\s+(?:errors?|messages?)\s+(?:are\s+|is\s+)?(?:displayed|shown)$/i.test(
      text,
    )
  )
    return 'a validation error is displayed';
  return undefined;
}
