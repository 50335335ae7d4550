import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { User, UsersService } from '../users/index.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';

const validForMs = 60 * 60 * 1000;
/** Recovery mails one account receives per hour, whatever addresses ask (each address has its own limit too). */
export const recoveryMailsPerAccountPerHour = 3;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Which mail the visitor asked for: their credentials (username + link) or reset instructions. */
export type RecoveryKind = 'credentials' | 'reset';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Mails a single-use link when the email has an account; silent otherwise (no enumeration). The
   * mail is written after the answer: its time would otherwise tell that the account exists.
   */
  async request(email: string, kind: RecoveryKind): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    void this.deliver(user, kind).catch((error: unknown) =>
      this.logger.error(
        `Recovery mail to user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  private async deliver(user: User, kind: RecoveryKind): Promise<void> {
    const token = await this.issueWithinLimit(user.id);
    if (!token) {
      this.logger.warn(
        `Recovery mail to user ${user.id} skipped: ${recoveryMailsPerAccountPerHour} sent in the last hour`,
      );
      return;
    }
    const link = `${this.config.siteUrl}/reset-password?token=${token}`;
    const intro =
      kind === 'credentials'
        ? 'You asked for your Lightgun Hub login details.'
        : 'You asked to reset your Lightgun Hub password.';
    await this.mail.send({
      to: user.email,
      subject: kind === 'credentials' ? 'Your Lightgun Hub login details' : 'Reset your Lightgun Hub password',
      text: [
        `Hello ${user.displayName},`,
        '',
        intro,
        `Your username: ${user.username}`,
        '',
        'Set a new password within the next hour with this link (it works once):',
        link,
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /**
   * A new link for the account, or null once it has had its mails this hour. Counted from the links
   * issued (PostgreSQL's rows and clock, so every API process counts the same), under a lock on the
   * user's row so that requests racing from several processes cannot all slip under the limit.
   * Past it the caller still gets the usual answer: a 429 would come only for accounts that exist
   * (an unknown address is never counted), which would tell who has one.
   */
  private issueWithinLimit(userId: number): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      const recent = await manager
        .createQueryBuilder(PasswordResetToken, 'token')
        .where('token.userId = :userId', { userId })
        .andWhere("token.createdAt > now() - interval '1 hour'")
        .getCount();
      if (recent >= recoveryMailsPerAccountPerHour) return null;
      const token = randomBytes(32).toString('base64url');
      await manager.insert(PasswordResetToken, {
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + validForMs),
        usedAt: null,
      });
      return token;
    });
  }

  /** Uses a valid token once: sets the new password and spends every open token of that user. */
  async confirm(token: string, newPassword: string): Promise<void> {
    const found = await this.tokens.findOneBy({
      tokenHash: sha256(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!found) throw new BadRequestException('This reset link is invalid or has expired: ask for a new one');
    await this.dataSource.transaction(async (manager) => {
      // Marking it used only if still unused makes two racing confirmations succeed at most once.
      const spent = await manager.update(
        PasswordResetToken,
        { id: found.id, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      if (!spent.affected)
        throw new BadRequestException('This reset link is invalid or has expired: ask for a new one');
      await manager.update(PasswordResetToken, { userId: found.userId, usedAt: IsNull() }, { usedAt: new Date() });
      await this.users.setPassword(found.userId, newPassword, manager);
    });
  }
}
