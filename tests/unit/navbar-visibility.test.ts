import { describe, expect, it } from 'vitest';
import { hideNavbarMode, isNavbarHiddenAfterScroll } from '../../theme/lib/navbar-visibility';

describe('hideNavbarMode', () => {
  it("accepts the specification's and Rspress's names for hiding on scroll", () => {
    expect(hideNavbarMode('scroll')).toBe('scroll');
    expect(hideNavbarMode('auto')).toBe('scroll');
  });

  it('defaults to never for a missing or unknown value', () => {
    expect(hideNavbarMode(undefined)).toBe('never');
    expect(hideNavbarMode('sometimes')).toBe('never');
    expect(hideNavbarMode('always')).toBe('always');
  });
});

describe('isNavbarHiddenAfterScroll', () => {
  it('hides while scrolling down past the navbar', () => {
    expect(isNavbarHiddenAfterScroll(100, 400, 64)).toBe(true);
  });

  it('shows again on any scroll up', () => {
    expect(isNavbarHiddenAfterScroll(400, 390, 64)).toBe(false);
  });

  it('stays visible near the top of the page', () => {
    expect(isNavbarHiddenAfterScroll(0, 50, 64)).toBe(false);
    expect(isNavbarHiddenAfterScroll(300, 0, 64)).toBe(false);
  });
});
