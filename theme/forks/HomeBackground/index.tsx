/**
 * No backdrop behind the home page: Rspress's is a blurred gradient glow, the template look,
 * and the hero has its own illustration.
 */
export function HomeBackground() {
  return null;
}
