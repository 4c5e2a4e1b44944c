import type { CheckFrame } from './checks/check-frame.js';
import * as errors from './checks/errors.js';
import * as fields from './checks/fields.js';
import * as lists from './checks/lists.js';
import * as messages from './checks/messages.js';
import * as pages from './checks/pages.js';
import * as text from './checks/text.js';

/**
 * The check table: every phrasing of a check (what should be true) the reader reads, one named
 * frame a row (checks/check-frame.ts), in the order they are tried: the first frame that reads a
 * check, or refuses it, decides. So the order is the precedence: a narrower phrasing comes before
 * the wider one that would also match it ("the error message says …" before "the message says …",
 * "'Pay rent' is gone" before "X is hidden").
 */
export const CHECK_FRAMES: CheckFrame[] = [
  // No dialog open: narrow, before "there are no …" (a count) and "no error" take its words.
  messages.noDialog,
  messages.tabOpened,
  messages.crossedOut,
  // An unquoted sentence about errors or success is read here or refused.
  errors.errorNone,
  errors.errorShown,
  errors.errorOnField,
  errors.errorSeen,
  errors.errorOther,
  errors.fieldError,
  errors.successNegated,
  errors.successShown,
  // After the dialog, error and success frames have read theirs.
  messages.noPartShown,
  // Before the text frames take "no items" or "no rows" for words to find.
  lists.noneShown,
  lists.noneOfKindShown,
  lists.noneChosen,
  lists.listEmpty,
  text.inRowWith,
  text.inList,
  lists.cartQuantity,
  text.nearText,
  pages.pageShown,
  text.created,
  text.hasItemNamed,
  text.itemHasName,
  text.offers,
  lists.nthItemIs,
  lists.asNthItem,
  lists.arrangedBy,
  lists.sortedByKey,
  lists.sortedInOrder,
  pages.titleIs,
  pages.inTitle,
  pages.shownInTitle,
  pages.inAddressBar,
  pages.titled,
  pages.urlIs,
  pages.userOn,
  errors.errorMessageSays,
  messages.displayedAs,
  messages.messageSays,
  // "2 items left": a counter's words, before "there are 2 items" counts them.
  lists.countLeft,
  lists.thereAre,
  lists.showsCount,
  lists.countIs,
  lists.countShown,
  text.pageNotShows,
  text.pageShows,
  lists.itemControl,
  text.partOf,
  text.stillThere,
  text.gone,
  messages.partSays,
  messages.totalIs,
  messages.outcomeIs,
  messages.messageAppears,
  messages.namedDialogOpens,
  messages.dialogOpens,
  messages.saidBy,
  text.hidden,
  text.recordsExist,
  text.shown,
  fields.shownWith,
  text.becomesShown,
  fields.holdsNoText,
  fields.holdsSomeText,
  fields.optionSetTo,
  fields.nothingSelected,
  fields.selectedFor,
  fields.hasSelectedOption,
  fields.selectedOptionOf,
  fields.closed,
  lists.cartEmpty,
  fields.empty,
  lists.itemDone,
  fields.quoteSelected,
  fields.state,
  fields.valueOf,
  fields.holds,
  text.quotedAlone,
];
