/** The reviews endpoint of one box: /api/boxes/:id/reviews, the id encoded. */
export function reviewsPath(boxId: string | number): string {
  return `/api/boxes/${encodeURIComponent(String(boxId))}/reviews`;
}
