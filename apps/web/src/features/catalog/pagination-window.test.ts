import { describe, expect, it } from 'vitest';
import { paginationWindow, shownRange } from './pagination-window';

describe('paginationWindow', () => {
  it('is empty for one page or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('shows every page when the window reaches both ends', () => {
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('shows first, last, two either side and ellipses', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 'ellipsis-end', 5]);
    expect(paginationWindow(6, 12)).toEqual([
      1,
      'ellipsis-start',
      4,
      5,
      6,
      7,
      8,
      'ellipsis-end',
      12,
    ]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
  });
  it('keeps the window at two pages either side, with an ellipsis for any gap', () => {
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationWindow(5, 10)).toEqual([
      1,
      'ellipsis-start',
      3,
      4,
      5,
      6,
      7,
      'ellipsis-end',
      10,
    ]);
    expect(paginationWindow(5, 9)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 9]);
    expect(paginationWindow(7, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
    expect(paginationWindow(6, 10)).toEqual([
      1,
      'ellipsis-start',
      4,
      5,
      6,
      7,
      8,
      'ellipsis-end',
      10,
    ]);
  });
  it('clamps a page beyond the range', () => {
    expect(paginationWindow(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('shownRange', () => {
  it('gives the first and last item numbers of a page', () => {
    expect(shownRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(shownRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});
