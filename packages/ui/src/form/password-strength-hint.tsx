import { passwordRule, passwordStrengthLabels, scorePassword } from '@site/domain';
import { useEffect, useState } from 'react';

/**
 * The rule under a new-password field, then how the password typed so far rates, announced
 * politely. zxcvbn and its dictionaries load on the first keystroke, not with the page.
 */
export function PasswordStrengthHint({ password, personalWords = [] }: { password: string; personalWords?: string[] }) {
  const [score, setScore] = useState<number>();
  const words = personalWords.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    void scorePassword(password, words.split('\n')).then((latest) => {
      if (current) setScore(latest);
    });
    return () => {
      current = false;
    };
  }, [password, words]);
  return (
    <>
      {passwordRule}{' '}
      <span aria-live="polite">
        {password && score !== undefined ? `Strength: ${passwordStrengthLabels[score]}.` : ''}
      </span>
    </>
  );
}
