/**
 * Saves text as a file through a link to a Blob URL. A download is a
 * navigation, so the site's Content-Security-Policy does not block it.
 */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

const REVOKE_AFTER_MS = 60_000;
