import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { ForumPostsService } from '../forum/forum-posts.service.js';
import { ForumThreadsService } from '../forum/index.js';
import { MemberProfilesService } from '../forum/member-profiles.service.js';
import { CompatibilityReportsService } from '../lightgun/compatibility/compatibility-reports.service.js';
import { type User, UsersService, verifyPassword } from '../users/index.js';
import type { AccountDeletionInput } from './dto/account-deletion.input.js';
import { everyPage } from './every-page.js';

/**
 * A member deletes their own account (issue 31, point 8). The row goes, and with it the email, the sessions (a token
 * names a user who no longer exists) and every row that cascades; threads, replies, reports and submissions stay with
 * no author ("deleted member"), as when an admin deletes an account, unless the member asks for their posts to go.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: MemberProfilesService,
    private readonly threads: ForumThreadsService,
    private readonly posts: ForumPostsService,
    private readonly reports: CompatibilityReportsService,
  ) {}

  async delete(user: User, input: AccountDeletionInput): Promise<void> {
    if (user.role === 'admin') throw new ConflictException('The admin account cannot be deleted: it runs the site');
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new ForbiddenException('Password is incorrect');
    if (input.delete_posts) await this.deletePosts(user);
    await this.users.remove(user.id);
  }

  /**
   * Through each module's own delete, which keeps its counts and tiers right: replies first, then threads (which take
   * the replies left in them), then reports. Every id is read before anything goes, so no page shifts under the
   * reading. Should one fail, the account stays and the member can try again.
   */
  private async deletePosts(user: User): Promise<void> {
    const { username } = user;
    const [replies, threads, reports] = await Promise.all([
      everyPage((page) => this.profiles.repliesOf(username, page).then((p) => ({ ...p, items: p.replies }))),
      everyPage((page) => this.profiles.threadsOf(username, page).then((p) => ({ ...p, items: p.threads }))),
      everyPage((page) => this.reports.memberPage(username, page, user).then((p) => ({ ...p, items: p.reports }))),
    ]);
    for (const { id } of replies) await this.posts.remove(id, user);
    for (const { id } of threads) await this.threads.remove(id, user);
    for (const { id } of reports) await this.reports.remove(id, user);
  }
}
