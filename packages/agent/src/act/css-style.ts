/** An element's computed CSS property against the value a test wrote, as the browser computes
 *  both: "rgba(0,0,0,1)", "#000" and "black" are all "rgb(0, 0, 0)". The written value is
 *  computed on a hidden probe beside the element (so em and inherited values resolve alike), taken
 *  out at once; a value the property does not accept is compared only as written. Run in the page:
 *  no named inner functions. The exported code runs the same (export/step-code.ts). */
export const STYLE_IN_PAGE = (
  el: Element,
  [property, expected]: [string, string],
): { ok: boolean; actual: string } => {
  const actual = getComputedStyle(el).getPropertyValue(property).trim();
  const [plainActual, plainExpected] = [actual, expected].map((text) =>
    text.replace(/\s+/g, '').toLowerCase(),
  );
  if (plainActual === plainExpected) return { ok: true, actual };
  // Not positioned: an absolutely positioned probe computes every float as none and an inline
  // display as block, which would match an element that does not float or is a block. It is
  // taken out before the page is drawn again.
  const probe = document.createElement(el.tagName);
  probe.style.setProperty('visibility', 'hidden');
  probe.style.setProperty('pointer-events', 'none');
  probe.style.setProperty(property, expected);
  if (probe.style.getPropertyValue(property) === '') return { ok: false, actual };
  (el.parentElement ?? document.body).appendChild(probe);
  try {
    return { ok: getComputedStyle(probe).getPropertyValue(property).trim() === actual, actual };
  } finally {
    probe.remove();
  }
};
