// The forum module's public surface: what other modules may import (api/README.md, Module layering).
export { ForumModule } from './forum.module.js';
export { ForumThreadsService } from './forum-threads.service.js';
export { ForumCategoriesService } from './forum-categories.service.js';
export { ForumCategoryEntity } from './entities/forum-category.entity.js';
export { ForumPostEntity } from './entities/forum-post.entity.js';
export { ForumThreadEntity } from './entities/forum-thread.entity.js';
