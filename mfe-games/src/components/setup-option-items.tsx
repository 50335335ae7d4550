import type { SetupOption } from '@site/contracts';

/** The <option>s of a gun, display or way-of-playing select, valued by id. */
export function SetupOptionItems({ options }: { options: SetupOption[] }) {
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {option.name}
    </option>
  ));
}
