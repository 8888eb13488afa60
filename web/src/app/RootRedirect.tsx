import { Navigate } from 'react-router-dom';

/** Argentine visitors (a `.ar` host) land on the shop's home; everyone else on the magazine. */
export function rootTargetFor(hostname: string): '/home' | '/magazine' {
  return hostname.toLowerCase().replace(/\.$/, '').endsWith('.ar') ? '/home' : '/magazine';
}

export function RootRedirect() {
  return <Navigate to={rootTargetFor(window.location.hostname)} replace />;
}
