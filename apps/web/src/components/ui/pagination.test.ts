import { describe, expect, it } from 'vitest';
import { getPageWindow } from './pagination';

describe('getPageWindow', () => {
  it('shows at most five page numbers centred on the current page', () => {
    expect(getPageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(1, 0)).toEqual([]);
  });
});
