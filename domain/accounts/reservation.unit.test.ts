import { describe, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { reservationDecider } from './reservation';

const spec = specFor(reservationDecider);
const ana = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const bea = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';

describe('reservation decider', () => {
  it('gives a free value to the first account', () => {
    spec([])
      .when({ type: 'Reserve', kind: 'username', userId: ana, value: 'Ana' })
      .then([{ type: 'UsernameReserved', data: { userId: ana, username: 'Ana' } }]);
    spec([])
      .when({ type: 'Reserve', kind: 'email', userId: ana, value: 'a@x.io' })
      .then([{ type: 'EmailReserved', data: { userId: ana, email: 'a@x.io' } }]);
  });

  it('refuses a held value to anyone else, with the kind-specific code', () => {
    spec([{ type: 'UsernameReserved', data: { userId: ana, username: 'Ana' } }])
      .when({ type: 'Reserve', kind: 'username', userId: bea, value: 'ana' })
      .thenFails('USERNAME_EXISTS');
    spec([{ type: 'EmailReserved', data: { userId: ana, email: 'a@x.io' } }])
      .when({ type: 'Reserve', kind: 'email', userId: bea, value: 'A@x.io' })
      .thenFails('EMAIL_EXISTS');
  });

  it('is idempotent for the holder and frees a released value', () => {
    spec([{ type: 'UsernameReserved', data: { userId: ana, username: 'Ana' } }])
      .when({ type: 'Reserve', kind: 'username', userId: ana, value: 'Ana' })
      .then([]);
    spec([
      { type: 'UsernameReserved', data: { userId: ana, username: 'Ana' } },
      { type: 'UsernameReleased', data: { userId: ana } },
    ])
      .when({ type: 'Reserve', kind: 'username', userId: bea, value: 'ana' })
      .then([{ type: 'UsernameReserved', data: { userId: bea, username: 'ana' } }]);
    spec([{ type: 'UsernameReserved', data: { userId: ana, username: 'Ana' } }])
      .when({ type: 'Release', kind: 'username', userId: bea })
      .then([]);
  });
});
