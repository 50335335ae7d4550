import type { UserSearchResult } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type Ref, type SyntheticEvent } from 'react';
import { TextAreaField, type TextAreaFieldProps } from '../form/text-area-field.js';
import { useSettledValue } from '../hooks/use-settled-value.js';
import { mentionAt, minMentionQuery, withMention, type MentionToken } from './mention-token.js';
import { userSearchQuery } from './user-search-query.js';

export type MentionTextAreaFieldProps = TextAreaFieldProps;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A TextAreaField that offers usernames as `@` and 2+ characters are typed: a listbox under the field, the textarea
 * pointing at the active option (aria-activedescendant); ArrowUp/ArrowDown move, Enter or Tab pick, Escape closes.
 * Picking writes `@username ` as typing would, so react-hook-form's `register` and controlled values both see it.
 */
export function MentionTextAreaField({
  ref,
  onChange,
  onKeyDown,
  onSelect,
  onBlur,
  className = '',
  ...props
}: MentionTextAreaFieldProps) {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [token, setToken] = useState<MentionToken | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const term = useSettledValue(token?.query ?? '');
  const search = useQuery(userSearchQuery(term, term.length >= minMentionQuery && token !== null));
  // While the next answer comes, the last one narrowed to what is typed now: Tab never picks a stale name.
  const typed = token?.query.toLowerCase();
  const options: UserSearchResult[] =
    (typed && search.data?.filter((user) => user.username.toLowerCase().startsWith(typed))) || [];
  const open = options.length > 0 && dismissed !== token?.start;
  const activeIndex = Math.min(active, options.length - 1);

  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const next = selectionStart === selectionEnd ? mentionAt(value, selectionStart) : null;
    if (next?.start !== token?.start || next?.query !== token?.query) setActive(0);
    setToken(next);
  };

  const pick = (user: UserSearchResult) => {
    const element = textarea.current;
    if (!element || !token) return;
    const next = withMention(element.value, token, user.username);
    // Through the native setter and an input event, React's onChange (and so the form) sees the new text.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, next.text);
    element.setSelectionRange(next.caret, next.caret);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    setToken(null);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const moves: Record<string, () => void> = {
        ArrowDown: () => setActive((activeIndex + 1) % options.length),
        ArrowUp: () => setActive((activeIndex - 1 + options.length) % options.length),
        Enter: () => pick(options[activeIndex]!),
        Tab: () => pick(options[activeIndex]!),
        Escape: () => setDismissed(token?.start ?? null),
      };
      const move = moves[event.key];
      if (move && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        // Escape closes the list, not a dialog the field sits in.
        event.stopPropagation();
        move();
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={`relative ${className}`}>
      <TextAreaField
        {...props}
        ref={(element: HTMLTextAreaElement | null) => {
          textarea.current = element;
          assignRef(ref, element);
        }}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange?.(event);
          follow(event);
        }}
        onSelect={(event) => {
          onSelect?.(event);
          follow(event);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setToken(null);
        }}
        onKeyDown={keyDown}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-surface-raised py-1 shadow-lg"
        >
          {options.map((user, index) => (
            <li
              key={user.username}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus (and the caret) in the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
              className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-3 py-2 text-sm [overflow-wrap:anywhere] ${index === activeIndex ? 'bg-accent-strong text-accent-contrast' : 'text-text'}`}
            >
              <span className="font-semibold">@{user.username}</span>
              {user.display_name && user.display_name !== user.username && (
                <span className={index === activeIndex ? '' : 'text-muted'}>{user.display_name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {open
          ? `${options.length} ${options.length === 1 ? 'member' : 'members'} to mention, arrow keys to choose`
          : ''}
      </p>
    </div>
  );
}
