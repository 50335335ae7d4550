import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route to anonymous visitors; every other route requires a login (fails closed: auth's JwtAuthGuard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
