import { ApiError } from '@site/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField, setServerErrors, TextAreaField, TextField } from '../index.js';

type Values = { title: string; body: string; kind: string };
const refusal = new ApiError('refused', 422, {
  detail: [
    { loc: ['body', 'title'], msg: 'Title is taken' },
    { loc: ['body', 'content'], msg: 'Too long' },
    { loc: ['body', 'other'], msg: 'x' },
  ],
  status: 422,
});

function Form({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = useForm<Values>({ defaultValues: { title: '', body: '', kind: 'a' } });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        onSubmit(values);
        setServerErrors(refusal, form.setError, { title: 'title', content: 'body' });
      })}
    >
      <TextField label="Title" hint="Up to 300 characters" error={errors.title?.message} {...form.register('title')} />
      <TextAreaField label="Body" error={errors.body?.message} {...form.register('body')} />
      <SelectField label="Kind" {...form.register('kind')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields', () => {
  it("take react-hook-form's register as they are and show the API's 422 under the fields it names", async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    render(<Form onSubmit={(values) => sent.push(values)} />);
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'World');
    await user.selectOptions(screen.getByLabelText('Kind'), 'b');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sent).toEqual([{ title: 'Hello', body: 'World', kind: 'b' }]);
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Up to 300 characters Title is taken');
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Too long');
    expect(screen.getByLabelText('Kind')).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveFocus();
  });

  it('keeps a hidden label for screen readers only', () => {
    render(
      <SelectField label="Category" hideLabel defaultValue="all">
        <option value="all">All categories</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    expect(screen.getByText('Category')).toHaveClass('sr-only');
  });

  it('says when no message landed on a field', () => {
    expect(setServerErrors(new ApiError('Conflict', 409, { detail: 'Conflict' }), () => undefined, ['title'])).toBe(
      false,
    );
  });
});
