/** Where an emulator listens, seen from the browser (same host as the page). */
export function emulatorOrigin(port: number): string {
  return `http://${window.location.hostname}:${port}`;
}
