import { PageTitle, StatusMessage } from '@site/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link.js';
import { LoginForm } from './login-form.js';
import { SignupForm } from './signup-form.js';

export type ForumAuthMode = 'login' | 'signup';

// The browser tab's title, the same as the server's for /forum/auth and /forum/register.
const pageTitles: Record<ForumAuthMode, string> = { login: 'Forum login', signup: 'Join the forum' };

/**
 * /forum/auth (login), /forum/login and /forum/register: one card, two modes. The mode switch
 * keeps the username and the URL, so `returnTo` survives it.
 */
export function ForumAuthPage({ initialMode }: { initialMode: ForumAuthMode }) {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<ForumAuthMode>(initialMode);
  const [username, setUsername] = useState('');
  const [registered, setRegistered] = useState(false);

  const switchTo = (next: ForumAuthMode) => {
    setRegistered(false);
    setMode(next);
  };

  return (
    <section className="mx-auto my-8 w-full max-w-md rounded-lg border border-border bg-surface p-6 shadow-lg sm:p-8">
      <PageTitle>{pageTitles[mode]}</PageTitle>
      <h1 className="text-2xl font-bold">{mode === 'login' ? 'Forum Login' : 'Join the Forum'}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">
        {mode === 'login' ? 'Log in to post, reply and vote.' : 'Create an account to take part in the community.'}
      </p>
      {registered && (
        <div className="mb-4">
          <StatusMessage kind="success">Account created! Please log in.</StatusMessage>
        </div>
      )}
      {mode === 'login' ? (
        <LoginForm username={username} onUsernameChange={setUsername} returnTo={params.get('returnTo')} />
      ) : (
        <SignupForm
          username={username}
          onUsernameChange={setUsername}
          onRegistered={() => {
            setMode('login');
            setRegistered(true);
          }}
        />
      )}
      <p className="mt-6 text-sm">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}
          className="font-semibold text-accent underline underline-offset-2 hover:no-underline"
        >
          {mode === 'login' ? 'Sign up' : 'Log in'}
        </button>
      </p>
      <div className="mt-4">
        <BackLink to="/forum">Back to Forum</BackLink>
      </div>
    </section>
  );
}
