/** The picture of an eSIM destination: its flag for a country (ISO 3166-1 alpha-2 code), else its own image. */
export function destinationImage(destination: {
  isoCode: string | null;
  imageUrl: string | null;
}): string | null {
  if (destination.isoCode) return `/flags/${destination.isoCode.toUpperCase()}.svg`;
  return destination.imageUrl;
}
