/** Feature icons given as a path to an image (`/icons/x.svg`) rather than an emoji or text. */
export function isIconPath(icon: string): boolean {
  return /^(\/|https?:\/\/)\S+\.(svg|png|webp|jpe?g)$/i.test(icon);
}
