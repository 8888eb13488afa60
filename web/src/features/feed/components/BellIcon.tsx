/** The notifications mark. Decorative; its button carries the name. */
export function BellIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth={1.6}>
      <path strokeLinejoin="round" d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15l1.5-2Z" />
      <path strokeLinecap="round" d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </svg>
  );
}
