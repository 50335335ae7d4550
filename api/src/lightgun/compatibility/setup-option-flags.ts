import { UnprocessableEntityException } from '@nestjs/common';
import type { SetupOptionKind } from '@site/contracts';
import type { SetupOptionEntity } from './entities/setup-option.entity.js';
import { setupNouns } from './setup-kinds.js';

type Flag = 'modern' | 'needs_crt' | 'crt' | 'original_hardware';
type Flags = Partial<Record<Flag, boolean>>;

/** The flags that say something of each kind (SetupOption): the others stay false. */
const flagsOfKind: Record<SetupOptionKind, readonly Flag[]> = {
  gun: ['modern', 'needs_crt'],
  display: ['crt'],
  'play-mode': ['original_hardware'],
};

/** A flag set on an option of a kind it does not apply to is a 422 naming it. */
export function assertFlagsOfKind(kind: SetupOptionKind, input: Flags): void {
  const misplaced = (['modern', 'needs_crt', 'crt', 'original_hardware'] as const).filter(
    (flag) => input[flag] === true && !flagsOfKind[kind].includes(flag),
  );
  if (misplaced.length > 0)
    throw new UnprocessableEntityException({
      detail: misplaced.map((flag) => ({
        loc: ['body', flag],
        msg: `${flag} does not apply to ${setupNouns[kind]}`,
      })),
    });
}

/** The entity's columns for the flags sent. */
export const flagsOf = (input: Flags): Partial<SetupOptionEntity> =>
  Object.fromEntries(
    Object.entries({
      modern: input.modern,
      needsCrt: input.needs_crt,
      crt: input.crt,
      originalHardware: input.original_hardware,
    }).filter(([, value]) => value !== undefined),
  );
