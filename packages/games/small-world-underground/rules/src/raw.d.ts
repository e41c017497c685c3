/** Vite's `?raw` imports (tests read committed files byte for byte through them). */
declare module "*?raw" {
  const text: string;
  export default text;
}
