import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { hashPassword } from '../users/password.js';
import { User } from '../users/user.entity.js';

/**
 * Ensures the `admin` account. Its password comes from ADMIN_PASSWORD, else it is generated on
 * the first start, printed once and written (mode 600) to DATA_DIR/admin-credentials.txt.
 */
export async function seedAdmin(dataSource: DataSource, config: AppConfig, log: (line: string) => void): Promise<void> {
  const users = dataSource.getRepository(User);
  const existing = await users.createQueryBuilder('user').where('lower(user.username) = :name', { name: 'admin' }).getOne();
  if (existing) return;

  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await users.save(
    users.create({
      username: 'admin',
      email: 'admin@localhost',
      displayName: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(password),
    }),
  );
  if (config.adminPassword) {
    log('Admin account created: username "admin", password from ADMIN_PASSWORD.');
    return;
  }
  const file = path.join(config.dataDir, 'admin-credentials.txt');
  writeFileSync(file, `username: admin\npassword: ${password}\n`, { mode: 0o600 });
  log(`Admin account created: username "admin", password "${password}" (also in ${file}). It is shown only once.`);
}
