import { pageName } from '../../assertions.js';
import { literal } from '../../quotes.js';
import { target, toUrl } from '../slots.js';
import { one, thenDoes, type Frame } from './frame.js';

/**
 * Frames that move the browser: back, reload, a notification allowed, the screen turned, and going
 * to a page or an address.
 */

export const NAVIGATION_FRAMES: Frame[] = [
  {
    id: 'back',
    verbs: ['go', 'navigate', 'browse', 'back'],
    patterns: ['(go|navigate|browse) back [to the previous page]', 'back'],
    priority: 40,
    read: (_s, ctx) => one(ctx, 'back'),
    form: 'go back; reload the page',
    examples: ['go back', 'Navigate back to the previous page'],
  },
  {
    id: 'reload',
    verbs: ['reload', 'refresh'],
    patterns: ['(reload|refresh) [the] [current] [page|browser|screen|view]'],
    priority: 40,
    read: (_s, ctx) => one(ctx, 'reload'),
    examples: ['Reload the page', 'refresh'],
  },
  {
    // "Then I should be notified that it has been successfully created" (Sylius/Sylius:
    // features/admin/product/managing_products/adding_product.feature): the page tells of a
    // success. Only for outcomes a success message says in good words (saved, created, added …,
    // or "successfully" anything); "notified that the order should be addressed first" is not one.
    id: 'notified',
    verbs: ['am', 'be', 'get'],
    patterns: ['(am|are|is|be|get) notified [that|about it that] REST'],
    priority: 31,
    read: (s, ctx) =>
      /^(?:it|they|this|that|the\s+[\w ]+?|⟦\d+⟧)\s+(?:has|have|was|were)\s+(?:been\s+)?(?:successfully\s+\w+|saved|created|added|updated|sent|completed|submitted)$/i.test(
        s.REST.trim(),
      )
        ? one(ctx, 'assert', { assertion: { kind: 'success_shown' } })
        : undefined,
    form: 'a success message should be displayed; I should be notified that it has been saved',
    examples: [
      'Then I should be notified that it has been successfully created',
      'Then I should be notified that the note has been saved',
    ],
  },
  {
    // "Given I am on the login page", "Then user should be redirected to the homepage", "On the
    // checkout page, …": where the browser is. A check; as a Given (or a step that does), also a
    // way to get there (`reach`).
    id: 'orientation',
    verbs: ['am', 'be', 'land', 'stay', 'remain', 'see', 'on'],
    patterns: [
      '(am|are|is|be) [now|currently|still|already|back] (on|at|in) PLACE',
      '(am|are|is|be) [now|currently|still] (located|situated) (on|at|in) PLACE',
      '(am|are|is|be) [now|then|successfully|automatically|immediately] (redirected|taken|sent|brought|navigated|returned|forwarded|directed|routed) (to|back to|onto|on) PLACE',
      '(land|stay|remain) on PLACE',
      'see the PLACE',
      'on PLACE',
    ],
    priority: 31,
    read: (s, ctx) => {
      // "the user should be redirected to a webUI page with the title 'Files - ownCloud'": the
      // page is known by its title.
      const titled =
        /^(?:a|an|the)\s+(?:[\w-]+\s+)?(?:page|screen|web ?page)\s+(?:with\s+the\s+title|with\s+title|titled|whose\s+title\s+is)\s+(⟦\d+⟧)$/i.exec(
          s.PLACE.trim(),
        );
      if (titled)
        return one(ctx, 'assert', {
          assertion: {
            kind: 'title',
            expected: literal(titled[1], ctx.quotes).text,
            match: 'equals',
          },
        });
      // "Then I should be on the tag page for 'matrix'": the page of that one thing, whose
      // address names it (a slug: one lower-case word).
      const forSlug = /^(?:the|a)\s+[a-z]+(?:\s+[a-z]+)?\s+page\s+for\s+(⟦\d+⟧)$/i.exec(
        s.PLACE.trim(),
      );
      const slug = forSlug ? literal(forSlug[1], ctx.quotes).text : undefined;
      if (slug !== undefined && ctx.mood === 'expect' && /^[a-z0-9][a-z0-9_-]*$/.test(slug))
        return one(ctx, 'assert', {
          assertion: { kind: 'url', expected: slug, match: 'contains' },
        });
      const name = pageName(s.PLACE, ctx.quotes);
      if (!name) return undefined;
      const moved =
        /^(?:am|are|is|be)\s+(?:\w+\s+)?(?:redirected|taken|sent|brought|navigated|returned|forwarded|directed|routed)\b/i.test(
          ctx.text,
        );
      const seen = /^see\b/i.test(ctx.text);
      // "see the login page" and "redirected to …" say what happened: always a check.
      const reach = !moved && !seen && (ctx.keyword === 'given' || ctx.mood === 'do');
      if (/^(?:the\s+)?see\b/i.test(ctx.text) && ctx.mood !== 'expect' && ctx.keyword !== 'then')
        return undefined;
      if (/^on\b/i.test(ctx.text) && !/\s(?:page|screen)$/i.test(s.PLACE.trim())) return undefined;
      // "Given I am on the home page": the starting page, opened.
      if (reach && name === 'home') return one(ctx, 'navigate', { value: ctx.startingUrl });
      return one(ctx, 'assert', {
        assertion: { kind: 'on_page', expected: name, ...(reach ? { reach: true } : {}) },
      });
    },
    form: 'Given I am on the login page; Then I should be redirected to the home page',
    examples: [
      // masiyematome/OrangeHrmDemoTestAutomationFramework: OrangeHrmDemo/OrangeHrmDemo/Web/Features/Login.feature
      'Then the user is redirected to the dashboard',
      // AdrielMounzon/Practica-4-Calidad: Features/navigation.feature
      'Given I am on the "OnLine Store Receipt" page',
      'Then I should be redirected to the home page',
      'Given the user should be in login page',
      'Given User is located on the settings page of the shop',
      'On the billing page',
    ],
  },
  {
    id: 'navigate',
    verbs: [
      'go',
      'navigate',
      'browse',
      'head',
      'proceed',
      'open',
      'visit',
      'load',
      'access',
      'launch',
      'am',
      'be',
      'land',
      'return',
    ],
    patterns: [
      '(go|navigate|browse|head|proceed|return|move) [back] to PLACE',
      '(open|visit|load|access|launch|start) PLACE',
      '(am|are|is|be) [now|currently|still] on PLACE',
      'land on PLACE',
      // "Given user is navigated to HRMS application": where the test starts, gone to.
      '(am|are|is|be) (navigated|taken|brought) to PLACE',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (/^(?:am|are|is|be)\s+(?:navigated|taken|brought)\b/i.test(ctx.text)) {
        const url = toUrl(literal(s.PLACE, ctx.quotes).text, ctx.startingUrl);
        return ctx.keyword === 'given' && url ? one(ctx, 'navigate', { value: url }) : undefined;
      }
      // "the site '/'", "the URL https://…", "relative path './a.html'": the address after the noun.
      const place = s.PLACE.replace(
        /^(?:(?:the|a)\s+(?:web ?page|page)\s+(?:with|at)\s+(?:the\s+)?(?:url|address)\s+(?=⟦)|(?:the\s+)?(?:site|website|url|address|web ?page|page|link|relative path|path|location)\s+(?=⟦|[a-z]+:\/\/|\/|\.))/i,
        '',
      );
      // "go to 'alice@alice.alice''s page": that person's page, by the link that names them. "When
      // I am on 'bob@bob.bob''s page" is the same step: a When says what is done (a Given would
      // say where the test starts, a Then what should be true).
      const owner = /^(⟦\d+⟧)['’]s\s+(?:profile\s+)?(?:page|profile)$/i.exec(place.trim());
      if (
        owner &&
        ctx.mood === 'do' &&
        (!/^(?:am|are|is|be)\b/i.test(ctx.text) || ctx.keyword === 'when')
      ) {
        const name = literal(owner[1], ctx.quotes).text;
        return one(ctx, 'navigate', { target: { name, description: `${name}'s page` } });
      }
      if (/⟦\d+⟧'s\b/.test(place)) return undefined;
      if (
        /^(?:the\s+|a\s+|my\s+)?(?:browser|web browser|chrome|firefox|new browser(?: window)?)$/i.test(
          place,
        )
      )
        return undefined;
      const words = literal(place, ctx.quotes).text;
      const url = toUrl(words, ctx.startingUrl);
      const isBe = /^(?:am|are|is|be)\b/i.test(ctx.text);
      // "Then I move to 'dropdown' page": a Then that goes somewhere (no "should") is still a step.
      const goes = thenDoes(ctx) && /^(?:go|navigate|browse|head|proceed|move)\b/i.test(ctx.text);
      if (ctx.mood === 'expect' && !goes)
        return isBe && url
          ? one(ctx, 'assert', { assertion: { kind: 'url', expected: words, match: 'contains' } })
          : undefined;
      if (url) return one(ctx, 'navigate', { value: url });
      // "Go to the login page" names a page, not an element: follow a link to it, or say there is none.
      // "Open 'Details'" opens what it names (a menu, a panel) by clicking it.
      const isPage =
        /^(?:go|navigate|browse|head|proceed|return|visit|am|are|is|be|land)\b/i.test(ctx.text) ||
        /\s+(?:page|screen)$/i.test(place);
      if (/^(?:a|an)\s/i.test(place) || /\b(?:new|another)\s+(?:tab|window)\b/i.test(place))
        return undefined;
      // "the account edit page for 'ada@x.org'": the page's name is before "for"; the row it is in
      // after it.
      const page = place.replace(
        /(?<!^(?:the|a|an|my|this))\s+(?:page|screen|tab|section|view|site|web ?site)(?=$|\s+(?:for|of)\s+(?:the\s+)?⟦\d+⟧$)/i,
        '',
      );
      return one(ctx, isPage ? 'navigate' : 'click', { target: target(page, ctx.quotes) });
    },
    form: 'go to /path (or open / visit a URL); go to the Pricing page (follows a link to it)',
    examples: [
      'go to /login',
      'Open https://example.com/a?b=1',
      'go to the Pricing page',
      "open 'Details'",
    ],
  },
  {
    // "Go to my cart", "Open my account", "I see the summary of my cart" (Sylius/Sylius): a page
    // the user has of their own, by the link to it ("my" names no element, so the page's usual
    // name does).
    id: 'navigate.mine',
    verbs: ['go', 'navigate', 'head', 'return', 'open', 'visit', 'view', 'access', 'see'],
    patterns: [
      '(go|navigate|head|return) [back] to my PAGE',
      '(go|navigate|head|return) [back] to the (summary|contents|details|overview) of my PAGE',
      '(open|visit|view|access) my PAGE',
      '(open|visit|view|access|see) the (summary|contents|details|overview) of my PAGE',
    ],
    priority: 31,
    read: (s, ctx) => {
      const page = MY_PAGE.exec(s.PAGE.trim());
      if (!page || ctx.mood !== 'do') return undefined;
      const name = page[1].toLowerCase();
      return one(ctx, 'navigate', { target: { name, description: `my ${name}` } });
    },
    form: 'go to my cart (my account, my profile, my orders …: follows the link to it)',
    examples: ['go to my cart', 'Open my account', 'When I view the summary of my basket'],
  },
];

// The pages a user has of their own, that sites link to by these names.
const MY_PAGE =
  /^(cart|basket|shopping cart|shopping basket|bag|shopping bag|account|profile|wishlist|wish list|orders|order history|settings|account settings|dashboard|inbox|favourites|favorites|bookings|reservations|notifications|messages|address book|addresses)(?:\s+(?:page|screen))?$/i;
