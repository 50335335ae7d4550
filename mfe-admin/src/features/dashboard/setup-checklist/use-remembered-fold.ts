import { useState } from 'react';

const storageKey = 'admin-setup-checklist-folded';

/** Whether the checklist is folded away, remembered by this browser (localStorage) across visits. */
export function useRememberedFold(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => localStorage.getItem(storageKey) === 'true');
  const remember = (next: boolean) => {
    if (next) localStorage.setItem(storageKey, 'true');
    else localStorage.removeItem(storageKey);
    setFolded(next);
  };
  return [folded, remember];
}
