/**
 * The clip paths of the circular theme reveal: from nothing at the pointer to a circle that
 * covers the farthest corner of the viewport.
 */
export function revealClipPath({ x, y, width, height }: { x: number; y: number; width: number; height: number }): [string, string] {
  const radius = Math.ceil(Math.hypot(Math.max(x, width - x), Math.max(y, height - y)));
  return [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`];
}
