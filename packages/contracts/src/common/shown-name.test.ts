import { describe, expect, it } from 'vitest';
import { shownName } from './shown-name.ts';

describe('shownName', () => {
  it('prefers the display name, then the full name, then the username', () => {
    expect(shownName({ display_name: 'Ana', full_name: 'Ana Lima', username: 'ana1' })).toBe('Ana');
    expect(shownName({ display_name: null, full_name: 'Ana Lima', username: 'ana1' })).toBe('Ana Lima');
    expect(shownName({ display_name: null, full_name: null, username: 'ana1' })).toBe('ana1');
  });

  it('passes over empty names and names that were never sent', () => {
    expect(shownName({ display_name: '', full_name: '', username: 'ana1' })).toBe('ana1');
    expect(shownName({ display_name: '', username: 'ana1' })).toBe('ana1');
    expect(shownName({ full_name: 'Ana Lima', username: 'ana1' })).toBe('Ana Lima');
  });
});
