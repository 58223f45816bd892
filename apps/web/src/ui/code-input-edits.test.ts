import { describe, expect, it } from 'vitest';
import { fillFrom, keyIn, typeInto } from './code-input-edits.ts';

const boxes = (text: string) => text.split('').map((c) => (c === '-' ? '' : c));

describe('code input edits', () => {
  it('writes a typed digit and moves on; a cleared box stays put', () => {
    expect(typeInto(boxes('12----'), 2, '3')).toEqual({ digits: boxes('123---'), focus: 3 });
    expect(typeInto(boxes('123---'), 2, '')).toEqual({ digits: boxes('12----'), focus: null });
    expect(typeInto(boxes('12----'), 2, 'a')).toEqual({ digits: boxes('12----'), focus: null });
  });

  it('keeps the digit just typed beside an old one, and spreads a whole code entered into one box', () => {
    expect(typeInto(boxes('123---'), 1, '29')).toEqual({ digits: boxes('193---'), focus: 2 });
    expect(typeInto(boxes('123---'), 1, '92')).toEqual({ digits: boxes('193---'), focus: 2 });
    expect(typeInto(boxes('------'), 0, '123456')).toEqual({ digits: boxes('123456'), focus: 6 });
  });

  it('fills from a box as far as the boxes go, and not at all without digits', () => {
    expect(fillFrom(boxes('------'), 4, '1234')).toEqual({ digits: boxes('----12'), focus: 6 });
    expect(fillFrom(boxes('------'), 0, 'abc')).toBeNull();
  });

  it('moves with arrows, Home and End without changing the code', () => {
    expect(keyIn(boxes('123---'), 2, 'ArrowLeft')).toEqual({ digits: null, focus: 1 });
    expect(keyIn(boxes('123---'), 2, 'End')).toEqual({ digits: null, focus: 5 });
    expect(keyIn(boxes('123---'), 2, 'a')).toBeNull();
  });

  it('clears with Backspace here or, from an empty box, the one before; Delete clears here only', () => {
    expect(keyIn(boxes('123---'), 2, 'Backspace')).toEqual({ digits: boxes('12----'), focus: 2 });
    expect(keyIn(boxes('123---'), 3, 'Backspace')).toEqual({ digits: boxes('12----'), focus: 2 });
    expect(keyIn(boxes('123---'), 3, 'Delete')).toEqual({ digits: boxes('123---'), focus: 3 });
    expect(keyIn(boxes('------'), 0, 'Backspace')).toEqual({ digits: null, focus: null });
  });
});
