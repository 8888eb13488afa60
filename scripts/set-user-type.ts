import { setTypeAsOperator } from '@vitrina/api/accounts/operator';
import { openRuntime } from '@vitrina/api/runtime';
import { RoleType } from '@vitrina/domain/accounts/roles';
import { loadConfig } from '@vitrina/infra/config/config';
import { createLogger } from '@vitrina/infra/log/logger';

/** `npm run user:type -- <email> <TYPE>`: how an operator makes the first admin. The account's sessions end. */
const [email, type] = process.argv.slice(2);
const parsed = RoleType.safeParse(type);
if (!email || !parsed.success) {
  process.stderr.write(`Usage: npm run user:type -- <email> <${RoleType.options.join('|')}>\n`);
  process.exit(2);
}
const runtime = await openRuntime(loadConfig(), createLogger('warn'));
try {
  const { userId, position } = await setTypeAsOperator(runtime, email, parsed.data);
  await runtime.sessions.destroyAllForUser(userId);
  process.stdout.write(position === null ? `${email} already is ${parsed.data}\n` : `${email} is now ${parsed.data}\n`);
} finally {
  await runtime.close();
}
