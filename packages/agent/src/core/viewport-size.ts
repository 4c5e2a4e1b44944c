/** "800x600", "1024 by 768 pixels": a window's inner width and height, or undefined. */
export function viewportSize(value: string): { width: number; height: number } | undefined {
  const m = /^\s*(\d{2,5})\s*(?:x|×|\*|by)\s*(\d{2,5})\s*(?:pixels|px)?\s*$/i.exec(value);
  if (!m) return undefined;
  const [width, height] = [Number(m[1]), Number(m[2])];
  return width >= 100 && height >= 100 ? { width, height } : undefined;
}
