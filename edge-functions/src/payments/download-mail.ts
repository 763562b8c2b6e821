/** The download link for a grant: the API answers the original as an attachment. */
export function downloadUrl(apiOrigin: string, ref: string): string {
  return `${apiOrigin}/v1/public/photos/download?ref=${encodeURIComponent(ref)}`;
}
