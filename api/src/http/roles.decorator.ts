import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '@site/contracts';

export const ROLES = 'roles';

/** Only these roles may call the route (admin always may), enforced by auth's RolesGuard. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);
