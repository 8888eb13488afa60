/** The login page, coming back afterwards (through `next`) to where the person is: a guard's redirect, a guest's heart or Follow. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const next = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login?${new URLSearchParams({ next }).toString()}`;
}
