import type { SetupOptions } from '@site/contracts';
import type { SetupRulePlatform } from '@site/domain';
import { SelectField, StatusMessage } from '@site/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SetupOptionItems } from '../../components/setup-option-items.js';
import type { ReportDraft, SetupDraft } from './report-schema.js';
import { chosenMismatch, setupPossibilities } from './setup-possibilities.js';

export interface SetupChoiceProps {
  platform: SetupRulePlatform;
  options: SetupOptions;
  draft: SetupDraft;
  register: UseFormRegister<ReportDraft>;
  errors: FieldErrors<ReportDraft>;
  /** After a part changes (the form fills itself from a report the member filed for that setup). */
  onChange(): void;
}

/**
 * The gun, display and way of playing, each offering only what can make a possible setup for the game's platform with
 * the other two, and saying why the rest is not offered.
 */
export function SetupChoice({ platform, options, draft, register, errors, onChange }: SetupChoiceProps) {
  const choices = setupPossibilities(platform, options, draft);
  const mismatch = chosenMismatch(platform, options, draft);
  if (choices.some(({ offered }) => offered.length === 0) && !Object.values(draft).some(Boolean))
    return (
      <StatusMessage kind="error">{`No setups are recorded for the ${platform.name} yet, so reports cannot be filed: an admin adds its guns and ways of playing.`}</StatusMessage>
    );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {choices.map(({ part, offered, why }) => (
        <SelectField
          key={part.key}
          label={part.label}
          hint={why ?? undefined}
          error={errors[part.key]?.message ?? (mismatch?.field === part.key ? mismatch.message : undefined)}
          {...register(part.key, { onChange })}
        >
          <option value="">{part.choose}</option>
          <SetupOptionItems options={offered} />
        </SelectField>
      ))}
    </div>
  );
}
