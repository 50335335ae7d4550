import { BadRequestException } from '@nestjs/common';
import type { UserRole } from '@site/contracts';
import { showsStaffWord } from './lookalikes.js';

const staffRoles: UserRole[] = ['admin', 'moderator'];
const fieldNames = { username: 'Username', display_name: 'Display name' };

/**
 * 'admin' and 'moderator' in a name are kept for staff, so a member cannot pass for one: anyone
 * else gets a 400 naming the field. Pass only the names being set (a name kept as it was is not asked about).
 */
export function refuseStaffWords(role: UserRole, names: Partial<Record<keyof typeof fieldNames, string>>): void {
  if (staffRoles.includes(role)) return;
  for (const [field, name] of Object.entries(names) as Array<[keyof typeof fieldNames, string | undefined]>) {
    if (name === undefined || !showsStaffWord(name)) continue;
    const msg = `${fieldNames[field]} must not contain 'admin' or 'moderator': those words are kept for staff`;
    throw new BadRequestException({ detail: [{ loc: ['body', field], msg }] });
  }
}
