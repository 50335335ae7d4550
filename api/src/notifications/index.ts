// The notifications module's public surface: what other modules may import (api/README.md, Module layering).
export { NotificationsModule } from './notifications.module.js';
export { inlineFanOutLimit, NotificationsService } from './notifications.service.js';
export type { NotificationDraft, NotificationSourceType, RecipientQuery } from './notification-draft.js';
export { NotificationEntity } from './entities/notification.entity.js';
export { NotificationSettingEntity } from './entities/notification-setting.entity.js';
export { NotificationSettingsResponse } from './dto/notification.response.js';
