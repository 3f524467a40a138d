/** Our file modes (product.md §1.3 "mode") in Monaco's language ids; 'text' is Monaco's plaintext. */
export function monacoLanguage(mode: string): string {
  if (mode === 'text') return 'plaintext';
  return mode;
}
