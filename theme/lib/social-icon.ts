/**
 * A social link icon as inline SVG that names the link. Rspress renders social links as
 * icon-only anchors; an SVG with role="img" and a <title> gives each one its accessible name
 * ("GitHub", "X", "Discord"), through the icon option the configuration already has.
 */
export function namedIcon(name: string, path: string): { svg: string } {
  const escaped = name.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    svg: `<svg role="img" viewBox="0 0 24 24" width="20" height="20" fill="currentColor" xmlns="http://www.w3.org/2000/svg"><title>${escaped}</title><path d="${path}"/></svg>`,
  };
}
