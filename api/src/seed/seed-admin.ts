import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { hashPassword, verifyPassword, User } from '../users/index.js';

const credentialsFile = (config: AppConfig) => path.join(config.dataDir, 'admin-credentials.txt');

/** The password the admin was given at install: ADMIN_PASSWORD, else the one generated into the credentials file. */
function setupPassword(config: AppConfig): string | undefined {
  if (config.adminPassword) return config.adminPassword;
  const file = credentialsFile(config);
  if (!existsSync(file)) return undefined;
  return /^password: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * Ensures the `admin` account. Its password comes from ADMIN_PASSWORD, else it is generated on
 * the first start, printed once and written (mode 600) to DATA_DIR/admin-credentials.txt. Either
 * way it is marked as the setup password until changed, for the admin's setup checklist.
 */
export async function seedAdmin(dataSource: DataSource, config: AppConfig, log: (line: string) => void): Promise<void> {
  const users = dataSource.getRepository(User);
  const existing = await users
    .createQueryBuilder('user')
    .where('lower(user.username) = :name', { name: 'admin' })
    .getOne();
  if (existing) {
    await markSetupPassword(dataSource, existing, config);
    return;
  }

  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await users.save(
    users.create({
      username: 'admin',
      email: 'admin@localhost',
      displayName: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(password),
      passwordFromSetup: true,
    }),
  );
  if (config.adminPassword) {
    log('Admin account created: username "admin", password from ADMIN_PASSWORD.');
    return;
  }
  const file = credentialsFile(config);
  writeFileSync(file, `username: admin\npassword: ${password}\n`, { mode: 0o600 });
  log(`Admin account created: username "admin", password "${password}" (also in ${file}). It is shown only once.`);
}

// An admin created before the mark existed (or one whose password was set back to the setup one):
// marked when the setup password still opens the account.
async function markSetupPassword(dataSource: DataSource, admin: User, config: AppConfig): Promise<void> {
  if (admin.passwordFromSetup) return;
  const password = setupPassword(config);
  if (password === undefined || !(await verifyPassword(password, admin.passwordHash))) return;
  await dataSource.getRepository(User).update({ id: admin.id }, { passwordFromSetup: true });
}
