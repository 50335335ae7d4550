import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { LoginResponse } from '@site/contracts';
import { verifyPassword, type User, UsersService } from '../users/index.js';
import { AuthService } from './auth.service.js';
import type { AccountUpdateInput } from './dto/account-update.input.js';
import type { PasswordChangeInput } from './dto/password-change.input.js';

const refused = (field: string, msg: string) =>
  new UnprocessableEntityException({ detail: [{ loc: ['body', field], msg }] });

/** A logged-in user's own account: always the caller's, never another user's (no id is taken). */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  /**
   * Email and display name. A new email needs the current password: whoever holds a stolen token
   * could otherwise point the account's recovery mails at themselves.
   */
  async update(user: User, input: AccountUpdateInput): Promise<User> {
    if (input.email === undefined && input.display_name === undefined)
      throw refused('email', 'Send an email or a display name to change');
    if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
      await this.confirmPassword(user, input.current_password, 'Enter your current password to change your email');
    }
    return this.users.updateAccount(user, { email: input.email, displayName: input.display_name });
  }

  /** The same rules as a reset; the caller's other sessions end, and the answer is this one's new token. */
  async changePassword(user: User, input: PasswordChangeInput): Promise<LoginResponse> {
    await this.confirmPassword(user, input.current_password, 'Current password is required');
    if (input.new_password === input.current_password)
      throw refused('new_password', 'The new password must differ from the current one');
    await this.users.setPassword(user.id, input.new_password);
    return this.auth.session(await this.users.findById(user.id));
  }

  private async confirmPassword(user: User, password: string | undefined, missingMessage: string): Promise<void> {
    if (!password) throw refused('current_password', missingMessage);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw refused('current_password', 'Current password is incorrect');
  }
}
