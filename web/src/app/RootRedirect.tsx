import { Navigate } from 'react-router-dom';
import { rootTargetFor } from '@vitrina/domain/core/addresses';

export { rootTargetFor };

export function RootRedirect() {
  return <Navigate to={rootTargetFor(window.location.hostname)} replace />;
}
