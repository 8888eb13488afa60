import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { messageAreas } from './messageAreas';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

/** A small app's sources: the browser's entry, the route table, a shop page and the admin area. */
function sources(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'message-areas-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

const app = {
  'main.tsx': "import { routes } from './app/routes';\nexport const start = () => routes;",
  'app/routes.tsx': [
    "import { AdminLayout } from './layouts/AdminLayout';",
    "import { Header } from './shell/Header';",
    "export const routes = [Header, AdminLayout, () => import('../features/users/routes/AdminUsersPage'), () => import('../features/home/routes/HomePage')];",
  ].join('\n'),
  'app/shell/Header.tsx': 'import { Table } from \'../../components/Table\';\nexport const Header = () => <h1 title="header.title">{Table}</h1>;',
  'app/layouts/AdminLayout.tsx': "import { Header } from '../shell/Header';\nexport const AdminLayout = () => [Header, 'admin.tabs'];",
  'components/Table.tsx': "export const Table = (id: string) => id || 'table.empty';",
  'features/home/routes/HomePage.tsx': "export const HomePage = (role: string) => [`role.${role}`, 'home.title'];",
  'features/users/routes/AdminUsersPage.tsx': [
    "import { Table } from '../../../components/Table';",
    "import { UsersTable } from '../components/UsersTable';",
    "export const AdminUsersPage = (reason: string) => [Table, UsersTable, 'users.title', 'home.title', `users.reason.${reason}`, 'role.ADMIN'];",
  ].join('\n'),
  'features/users/components/UsersTable.tsx': "// 'header.comment' is a comment, not a string\nexport const UsersTable = () => <td>users.empty</td>;",
  'features/users/routes/AdminUsersPage.test.tsx': "export const names = ['header.title', 'users.tested'];",
};
const ids = [
  'header.title',
  'header.comment',
  'table.empty',
  'admin.tabs',
  'home.title',
  'role.ADMIN',
  'role.USER',
  'users.title',
  'users.empty',
  'users.reason.spam',
  'users.tested',
  'never.named',
];

describe('which messages only the admin area shows', () => {
  it('are those its modules name or build, and no module outside it does', () => {
    const { admin } = messageAreas(sources(app), ids);
    expect([...admin].sort()).toEqual(['admin.tabs', 'users.empty', 'users.reason.spam', 'users.title']);
  });

  it('reads the admin area from the route table: its layout and pages, and what only they import', () => {
    const { adminModules } = messageAreas(sources(app), ids);
    expect(adminModules).toEqual(['app/layouts/AdminLayout.tsx', 'features/users/components/UsersTable.tsx', 'features/users/routes/AdminUsersPage.tsx']);
  });

  it('leaves an admin module the shop imports in the shop, with its messages', () => {
    const files = {
      ...app,
      'app/shell/Header.tsx':
        "import { UsersTable } from '../../features/users/components/UsersTable';\nexport const Header = () => [UsersTable, 'header.title'];",
    };
    const { admin, adminModules } = messageAreas(sources(files), ids);
    expect(adminModules).not.toContain('features/users/components/UsersTable.tsx');
    expect(admin.has('users.empty')).toBe(false);
  });
});

describe("Vitrina's dictionaries", () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const spanish = Object.keys(JSON.parse(readFileSync(join(here, '../src/i18n/es.json'), 'utf8')) as object);
  const { admin, adminModules } = messageAreas(join(here, '../src'), spanish);

  it("keep the admin tools' texts apart, and every text of the shell in the shop's part", () => {
    expect(adminModules).toContain('features/importer/routes/AdminImporterPage.tsx');
    expect(admin.has('importer.read')).toBe(true);
    expect(spanish.filter((id) => /^(header|footer|app|nav|cookies)\./.test(id) && admin.has(id))).toEqual([]);
    // The shop's part is what every page loads first: it should stay the smaller.
    expect(admin.size).toBeGreaterThan(spanish.length / 3);
  });
});
