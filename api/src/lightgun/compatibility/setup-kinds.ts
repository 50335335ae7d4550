import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { SetupOptionKind } from '@site/contracts';

export const setupOptionKinds: readonly SetupOptionKind[] = ['gun', 'display', 'play-mode'];

/** The field that names an option of each kind, in bodies, queries and answers. */
export const setupFields = {
  gun: 'gun_id',
  display: 'display_id',
  'play-mode': 'play_mode_id',
} as const satisfies Record<SetupOptionKind, string>;

/** What an option of each kind is, in messages: 'gun_id must be the id of a gun'. */
export const setupNouns: Record<SetupOptionKind, string> = {
  gun: 'a gun',
  display: 'a display',
  'play-mode': 'a way of playing',
};

/** The setup parts a request names, by kind; a part left out is undefined, one cleared null. */
export type SetupParts = Partial<Record<SetupOptionKind, number | null>>;

export const unknownOptionMessage = (kind: SetupOptionKind) =>
  `${setupFields[kind]} must be the id of ${setupNouns[kind]}`;

/** The {kind} of /api/lightgun/setup-options/{kind}: gun, display or play-mode, else 400. */
@Injectable()
export class ParseSetupKindPipe implements PipeTransform<unknown, SetupOptionKind> {
  transform(value: unknown): SetupOptionKind {
    const kind = setupOptionKinds.find((known) => known === value);
    if (!kind) throw new BadRequestException(`kind must be one of ${setupOptionKinds.join(', ')}`);
    return kind;
  }
}
