// Vite (and vitest) import a file's text with the ?raw suffix; tests read the benchmark corpus that way.
declare module "*?raw" {
  const text: string;
  export default text;
}
