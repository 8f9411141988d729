/**
 * Scrolls `scroller` (an element that scrolls its own content) so that `item`, one of its
 * descendants, sits in its middle, when `item` is not already wholly in view. Only `scroller`
 * moves: `Element.scrollIntoView` would scroll the page as well.
 */
export function scrollIntoScroller(item: Element, scroller: Element) {
  const itemBox = item.getBoundingClientRect();
  const scrollerBox = scroller.getBoundingClientRect();
  if (itemBox.top >= scrollerBox.top && itemBox.bottom <= scrollerBox.bottom) return;
  scroller.scrollTop += itemBox.top - scrollerBox.top - (scrollerBox.height - itemBox.height) / 2;
}
