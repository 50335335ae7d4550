import { BadRequestException } from '@nestjs/common';
import type { SetupOptionKind } from '@site/contracts';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { SetupOptionEntity } from './entities/setup-option.entity.js';
import { setupFields, setupNouns, unknownOptionMessage } from './setup-kinds.js';

/** The query key of each part of a setup in list addresses (`?gun=sinden&display=flat-tv&play=mame`). */
export const setupQueryKeys = {
  gun: 'gun',
  display: 'display',
  'play-mode': 'play',
} as const satisfies Record<SetupOptionKind, string>;

export const unknownSlugMessage = (kind: SetupOptionKind) =>
  `${setupQueryKeys[kind]} must be the slug of ${setupNouns[kind]}`;

/** A setup as lists and setup pages use it: each part null when not chosen. */
export interface ChosenSetup {
  gun: SetupOptionEntity | null;
  display: SetupOptionEntity | null;
  playMode: SetupOptionEntity | null;
}

/** The parts of a list's query that name a setup: slugs, or ids as older clients send them. */
export type SetupQuery = Partial<Record<'gun' | 'display' | 'play', string>> &
  Partial<Record<'gun_id' | 'display_id' | 'play_mode_id', number>>;

const kinds: readonly SetupOptionKind[] = ['gun', 'display', 'play-mode'];

/** The option of `kind` named by `slug` (any case) or `id` among `found`. */
const pick = (found: SetupOptionEntity[], kind: SetupOptionKind, slug?: string, id?: number) =>
  found.find(
    (option) =>
      option.kind === kind &&
      (slug === undefined || option.slug === slug.toLowerCase()) &&
      (id === undefined || option.id === id),
  );

/**
 * The setup a list's query names, read in one statement; null when it names none. A slug or id that names no option of
 * its kind is a 400 naming it ("gun must be the slug of a gun"), as is a slug and an id of one part that disagree.
 */
export async function resolveSetupQuery(manager: EntityManager, query: SetupQuery): Promise<ChosenSetup | null> {
  const asked = kinds.map((kind) => ({
    kind,
    slug: query[setupQueryKeys[kind]],
    id: query[setupFields[kind]],
  }));
  const given = asked.filter((part) => part.slug !== undefined || part.id !== undefined);
  if (given.length === 0) return null;
  const where: Array<FindOptionsWhere<SetupOptionEntity>> = given.flatMap(({ kind, slug, id }) => [
    ...(slug === undefined ? [] : [{ kind, slug: slug.toLowerCase() }]),
    ...(id === undefined ? [] : [{ kind, id }]),
  ]);
  const found = await manager.find(SetupOptionEntity, { where });
  const chosen = given.map(({ kind, slug, id }) => {
    const option = pick(found, kind, slug, id);
    if (option) return option;
    if (slug !== undefined && !pick(found, kind, slug)) throw new BadRequestException(unknownSlugMessage(kind));
    if (id !== undefined && !pick(found, kind, undefined, id))
      throw new BadRequestException(unknownOptionMessage(kind));
    throw new BadRequestException(`${setupQueryKeys[kind]} and ${setupFields[kind]} name different options`);
  });
  const of = (kind: SetupOptionKind) => chosen.find((option) => option.kind === kind) ?? null;
  return { gun: of('gun'), display: of('display'), playMode: of('play-mode') };
}
