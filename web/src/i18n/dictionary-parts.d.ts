// The admin area's part of a dictionary (src/i18n/messages.ts): the build keeps only its ids, tests read the JSON whole.
declare module '*.json?admin' {
  const messages: Record<string, string>;
  export default messages;
}
