/** Saves a Blob as a file named `fileName` through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `text` as a file named `fileName`. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
