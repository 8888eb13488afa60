import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';

describe('form fields', () => {
  it.each([
    ['text', <TextField key="t" label="Name" hint="As on your ID" error="Name is required" />, 'textbox'],
    ['text area', <TextAreaField key="a" label="Name" hint="As on your ID" error="Name is required" />, 'textbox'],
    [
      'select',
      <SelectField key="s" label="Name" hint="As on your ID" error="Name is required">
        <option>A</option>
      </SelectField>,
      'combobox',
    ],
    ['checkbox', <CheckboxField key="c" label="Name" hint="As on your ID" error="Name is required" />, 'checkbox'],
  ] as const)('a %s field is labelled and described by its hint and its error', (_kind, field, role) => {
    render(field);
    const control = screen.getByRole(role, { name: 'Name' });
    // Every id the control names as its description exists, so a screen reader reads the hint and the error.
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on your ID', 'Name is required']);
    expect(control.getAttribute('aria-invalid')).toBe('true');
  });
});
