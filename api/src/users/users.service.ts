import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  BadRequestException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserRole, UserSearchResult } from '@site/contracts';
import { normalizeUsername } from '@site/domain';
import type { EntityManager, Repository } from 'typeorm';
import { containsText } from '../database/contains-text.js';
import { pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import type { ListPage } from '../http/pagination-header.js';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import type { UserListQuery } from './dto/user.query.js';
import { maxUserSearchResults, minUserSearchLength } from './dto/user-search.js';
import { usernameSkeleton } from './lookalikes.js';
import { hashPassword } from './password.js';
import { refuseStaffWords } from './staff-names.js';
import { assertStrongPassword } from './strong-password.js';
import { User } from './user.entity.js';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  displayName: string;
}

export interface AccountChanges {
  email?: string;
  displayName?: string;
}

const emailTaken = () => new ConflictException('Email already registered');

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Ends every token issued to the user so far (they carry the old session version). */
  async endSessions(userId: number): Promise<void> {
    await this.users.update({ id: userId }, { sessionVersion: () => 'session_version + 1' });
  }

  /** The user while `version` is their session version: null once a logout or a password change or reset ended it. */
  async findInSession(id: number, version: number): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user?.sessionVersion === version ? user : null;
  }

  /** Usernames and emails match case-insensitively. */
  findByUsername(username: string) {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** A member by the username in an address or a link: in any case, NFKC as registration stores names. */
  findMember(username: string) {
    return this.findByUsername(username.normalize('NFKC'));
  }

  /**
   * The ids of the members with these usernames, in any case (NFKC, as registration stores names):
   * one read of the lowercase-name index; names no member has are left out.
   */
  async idsByUsernames(usernames: string[]): Promise<number[]> {
    if (usernames.length === 0) return [];
    const names = usernames.map((name) => normalizeUsername(name).toLowerCase());
    const rows = await this.users.query<Array<{ id: number }>>(
      `SELECT id FROM users WHERE lower(username) = ANY($1::text[]) ORDER BY id`,
      [names],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Members whose username starts with `prefix` (any case), shortest first, then alphabetically, at
   * most 8: a range read of the prefix index (migration 1796000201000). Under 2 characters is a 400, as a
   * refused query is everywhere in the API.
   */
  async search(prefix: string, limit: number): Promise<UserSearchResult[]> {
    const start = normalizeUsername(prefix).toLowerCase();
    if ([...start].length < minUserSearchLength) {
      throw new BadRequestException(`q must be at least ${minUserSearchLength} characters`);
    }
    const rows = await this.users.query<Array<{ username: string; display_name: string }>>(
      `SELECT username, display_name FROM (
         SELECT username, display_name FROM users WHERE lower(username) LIKE $1 ESCAPE '\\'
         ORDER BY lower(username) LIMIT 200
       ) AS matches ORDER BY length(username), lower(username) LIMIT $2`,
      [`${start.replace(/[\\%_]/g, '\\$&')}%`, Math.min(limit, maxUserSearchResults)],
    );
    return rows;
  }

  findByEmail(email: string) {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async findById(id: number): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** A page of the accounts, oldest first. */
  async list({ page, limit: askedLimit, q }: UserListQuery): Promise<ListPage<User>> {
    const { limit, offset } = pageBounds(page, askedLimit);
    const query = this.users
      .createQueryBuilder('user')
      .orderBy('user.createdAt', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .offset(offset)
      .limit(limit);
    const needle = q.trim();
    if (needle) query.where(containsText(['user.username', 'user.displayName'], 'needle'), { needle });
    const [users, total] = await query.getManyAndCount();
    return { items: users, pagination: paginationOf(page, limit, total) };
  }

  /** New accounts are always `regular`, so their names hold no staff words. */
  async create({ username, email, password, displayName }: NewUser): Promise<User> {
    refuseStaffWords('regular', { username, display_name: displayName });
    await assertStrongPassword(password, { username, email, displayName }, 'password');
    await this.assertAvailable(username, email);
    try {
      return await this.users.save(
        this.users.create({
          username,
          email,
          displayName,
          role: 'regular',
          passwordHash: await hashPassword(password),
        }),
      );
    } catch (error) {
      // Two registrations racing for the same name or lookalikes: the unique indexes decide.
      if (pgErrorCode(error) === uniqueViolation) {
        await this.assertAvailable(username, email);
        throw new ConflictException('Username or email already taken');
      }
      throw error;
    }
  }

  private async assertAvailable(username: string, email: string) {
    if (await this.findByUsername(username)) throw new ConflictException('Username already taken');
    if (await this.users.existsBy({ usernameSkeleton: usernameSkeleton(username) })) {
      throw new ConflictException('Username is too similar to an existing one');
    }
    if (await this.findByEmail(email)) throw emailTaken();
  }

  /**
   * A new password (a reset or a change), refused when easy to guess, ends every session opened
   * with the old one, and it is no longer the setup password. Pass the `manager` of a transaction
   * the change belongs to: a refusal then undoes it.
   */
  async setPassword(userId: number, password: string, manager: EntityManager = this.users.manager): Promise<void> {
    const user = await manager.findOneBy(User, { id: userId });
    if (!user) throw new NotFoundException('User not found');
    await assertStrongPassword(password, user, 'new_password');
    const passwordHash = await hashPassword(password);
    await manager.update(
      User,
      { id: userId },
      { passwordHash, passwordFromSetup: false, sessionVersion: () => 'session_version + 1' },
    );
  }

  /** A user's own email and display name; the email stays unique whatever its case (409). */
  async updateAccount(user: User, changes: AccountChanges): Promise<User> {
    if (changes.displayName !== user.displayName) refuseStaffWords(user.role, { display_name: changes.displayName });
    const email = changes.email ?? user.email;
    if (email.toLowerCase() !== user.email.toLowerCase() && (await this.findByEmail(email))) throw emailTaken();
    try {
      await this.users.update({ id: user.id }, { email, displayName: changes.displayName ?? user.displayName });
    } catch (error) {
      // Another account took the address between the check and the write: the unique index decides.
      if (pgErrorCode(error) === uniqueViolation) throw emailTaken();
      throw error;
    }
    return this.findById(user.id);
  }

  /** Whether an admin still signs in with the password set at install (the setup checklist's first item). */
  adminKeepsSetupPassword(): Promise<boolean> {
    return this.users.existsBy({ role: 'admin', passwordFromSetup: true });
  }

  async remove(id: number): Promise<void> {
    const user = await this.findById(id);
    if (user.role === 'admin') throw new ForbiddenException('Admin accounts cannot be deleted');
    await this.users.delete({ id });
  }

  async setRole(id: number, role: Exclude<UserRole, 'admin'>): Promise<User> {
    const user = await this.findById(id);
    if (user.role === 'admin') throw new ForbiddenException("An admin's role cannot be changed here");
    user.role = role;
    return this.users.save(user);
  }
}
