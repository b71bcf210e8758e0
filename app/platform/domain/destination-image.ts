export function destinationImage(destination: {
  isoCode: string | null;
  imageUrl: string | null;
}): string | null {
  if (destination.isoCode) return `/flags/${destination.isoCode.toUpperCase()}.svg`;
  return destination.imageUrl;
}
