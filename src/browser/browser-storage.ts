/** localStorage, or null where reading the property itself throws (storage blocked by the browser). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
