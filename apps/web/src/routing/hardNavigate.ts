/**
 * A full page load. Used at sign-out so that nothing of the previous user (query cache,
 * component state with patient data) survives in memory on a shared practice computer.
 */
export function hardNavigate(path: string): void {
  window.location.replace(path);
}
