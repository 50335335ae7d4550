// The news module's public surface: what other modules may import (api/README.md, Module layering).
export { NewsModule } from './news.module.js';
export { NewsService } from './news.service.js';
export { NewsArticleEntity } from './entities/news-article.entity.js';
export { normalizeTagTexts } from './news-tags.js';
