import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SetupOption, SetupOptionKind, SetupOptions } from '@site/contracts';
import { setupSlug } from '@site/domain';
import { DataSource, In, QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import { foreignKeyViolation, pgErrorCode, uniqueViolation } from '../../database/pg-errors.js';
import type { User } from '../../users/index.js';
import type { SetupOptionInput, SetupOptionUpdateInput } from './dto/setup-option.input.js';
import { SetupOptionEntity } from './entities/setup-option.entity.js';
import { reportsVisibleTo } from './report-visibility.js';
import { toSetupOption, type OptionCounts } from './report-response.js';
import { assertFlagsOfKind, flagsOf } from './setup-option-flags.js';
import { setupFields, setupNouns, unknownOptionMessage, type SetupParts } from './setup-kinds.js';

const notFound = () => new NotFoundException('Setup option not found');
const slugIndex = 'setup_options_kind_slug_idx';
const constraintOf = (error: unknown) =>
  error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;

const reportCount = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/** A body or query naming options by id. */
interface ChoiceOfIds {
  gun_id?: number | null;
  display_id?: number | null;
  play_mode_id?: number | null;
}

/** The parts of a body or query that name options, by kind. */
export const partsOf = (choice: ChoiceOfIds): SetupParts => ({
  gun: choice.gun_id,
  display: choice.display_id,
  'play-mode': choice.play_mode_id,
});

/** The setup vocabulary: guns, displays and ways of playing; admins edit it. */
@Injectable()
export class SetupOptionsService {
  constructor(
    @InjectRepository(SetupOptionEntity) private readonly options: Repository<SetupOptionEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every option of each kind by name, each with the reports that `viewer` may see using it. */
  async list(viewer: User | undefined): Promise<SetupOptions> {
    const [options, counts] = await Promise.all([
      this.ordered(this.options.createQueryBuilder('option')),
      this.counts(viewer),
    ]);
    const ofKind = (kind: SetupOptionKind) =>
      options.filter((option) => option.kind === kind).map((option) => toSetupOption(option, counts));
    return { guns: ofKind('gun'), displays: ofKind('display'), play_modes: ofKind('play-mode') };
  }

  /** The options with these ids, ordered by name as lists show them. */
  byIds(ids: number[]): Promise<SetupOptionEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.ordered(this.options.createQueryBuilder('option').where('option.id IN (:...ids)', { ids }));
  }

  private ordered(query: SelectQueryBuilder<SetupOptionEntity>) {
    return query.orderBy('lower(option.name)').addOrderBy('option.id').getMany();
  }

  /** Reports per option that `viewer` may see; only the options in `ids` when given. */
  async counts(viewer: User | undefined, ids?: number[]): Promise<OptionCounts> {
    if (ids?.length === 0) return new Map();
    const visible = reportsVisibleTo(viewer, 'report');
    const uses = ['gun_id', 'display_id', 'play_mode_id'].map(
      (column) => `SELECT report.${column} AS option_id FROM compatibility_reports report WHERE ${visible.where}`,
    );
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT option_id, count(*)::int AS count FROM (${uses.join(' UNION ALL ')}) used ${ids ? 'WHERE option_id = ANY(:ids)' : ''} GROUP BY option_id`,
      { ...visible.params, ids },
    );
    const rows = await this.dataSource.query<Array<{ option_id: number; count: number }>>(sql, parameters);
    return new Map(rows.map((row) => [row.option_id, row.count]));
  }

  /** The kinds among `parts` whose id names no option of that kind (null and left-out parts pass). */
  async unknownParts(parts: SetupParts): Promise<SetupOptionKind[]> {
    const named = Object.entries(parts).filter(
      (entry): entry is [SetupOptionKind, number] => typeof entry[1] === 'number',
    );
    if (named.length === 0) return [];
    const found = await this.options.findBy({ id: In(named.map(([, id]) => id)) });
    return named
      .filter(([kind, id]) => !found.some((option) => option.id === id && option.kind === kind))
      .map(([kind]) => kind);
  }

  /** A body's option ids: each must name an option of its kind (422 listing the fields that do not). */
  async assertBodyParts(parts: SetupParts): Promise<void> {
    const unknown = await this.unknownParts(parts);
    if (unknown.length > 0)
      throw new UnprocessableEntityException({
        detail: unknown.map((kind) => ({ loc: ['body', setupFields[kind]], msg: unknownOptionMessage(kind) })),
      });
  }

  /** A list's setup filter: each id given must name an option of its kind (400 otherwise, as for any bad query). */
  async assertFilter(filter: ChoiceOfIds): Promise<void> {
    const [unknown] = await this.unknownParts(partsOf(filter));
    if (unknown) throw new BadRequestException(unknownOptionMessage(unknown));
  }

  async create(kind: SetupOptionKind, input: SetupOptionInput): Promise<SetupOption> {
    assertFlagsOfKind(kind, input);
    const option = this.options.create({
      kind,
      name: input.name,
      slug: input.slug ?? (setupSlug(input.name) || kind),
      description: input.description ?? '',
    });
    const saved = await this.save(Object.assign(option, flagsOf(input)));
    return toSetupOption(saved, new Map());
  }

  /** Fields left out keep their value; the kind never changes. */
  async update(kind: SetupOptionKind, id: number, input: SetupOptionUpdateInput, viewer: User): Promise<SetupOption> {
    assertFlagsOfKind(kind, input);
    const option = await this.find(kind, id);
    if (input.name !== undefined) option.name = input.name;
    if (input.slug !== undefined) option.slug = input.slug;
    if (input.description !== undefined) option.description = input.description;
    const saved = await this.save(Object.assign(option, flagsOf(input)));
    return toSetupOption(saved, await this.counts(viewer, [id]));
  }

  /** Only an option no report uses (409 otherwise): reports keep their setup. */
  async remove(kind: SetupOptionKind, id: number): Promise<void> {
    const option = await this.find(kind, id);
    const [{ used }] = await this.dataSource.query<Array<{ used: number }>>(
      `SELECT count(*)::int AS used FROM compatibility_reports WHERE $1 IN (gun_id, display_id, play_mode_id)`,
      [id],
    );
    const inUse = (count?: number) =>
      new ConflictException(
        `${option.name} is used by ${count ? reportCount(count) : 'reports'}: it cannot be deleted`,
      );
    if (used > 0) throw inUse(used);
    try {
      await this.options.delete({ id });
    } catch (error) {
      // A report filed since the count: the foreign key (ON DELETE RESTRICT) refuses.
      if (pgErrorCode(error) === foreignKeyViolation) throw inUse();
      throw error;
    }
  }

  private async find(kind: SetupOptionKind, id: number): Promise<SetupOptionEntity> {
    const option = await this.options.findOneBy({ id, kind });
    if (!option) throw notFound();
    return option;
  }

  private async save(option: SetupOptionEntity): Promise<SetupOptionEntity> {
    try {
      return await this.options.save(option);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation)
        throw new ConflictException(
          constraintOf(error) === slugIndex
            ? `There already is ${setupNouns[option.kind]} with the slug ${option.slug}`
            : `There already is ${setupNouns[option.kind]} named ${option.name}`,
        );
      throw error;
    }
  }
}
