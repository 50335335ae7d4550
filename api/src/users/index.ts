// The users module's public surface: what other modules may import (api/README.md, Module layering).
export { UsersModule } from './users.module.js';
export { UsersService } from './users.service.js';
export { User } from './user.entity.js';
export { UserResponse, userRoles } from './dto/user.response.js';
export { ForumAuthorResponse } from './dto/forum-author.response.js';
export { toUserResponse } from './user-response.js';
export { deletedUsername, toForumAuthor, type ForumAuthorAccount } from './forum-author.js';
export { isStaff } from './staff.js';
export { hashPassword, verifyAgainstNobody, verifyPassword } from './password.js';
