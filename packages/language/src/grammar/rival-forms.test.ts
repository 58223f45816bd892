import { describe, expect, it } from 'vitest';
import { rivalForms } from './rival-forms.ts';

describe('rivalForms', () => {
  it('offers the other forms of a common verb, the learner past of an irregular one included', () => {
    expect(rivalForms('goes')).toEqual(expect.arrayContaining(['go', 'went', 'gone', 'going', 'goed']));
    expect(rivalForms('likes')).toEqual(expect.arrayContaining(['like', 'liked', 'liking']));
    expect(rivalForms('goes')).not.toContain('goes');
  });

  it('offers the family of be, have and do', () => {
    expect(rivalForms('is')).toEqual(['am', 'are', 'was', 'were']);
    expect(rivalForms('has')).toEqual(['have', 'had']);
    expect(rivalForms('does')).toEqual(['do', 'did']);
  });

  it('offers the other number of a common noun, the learner plural of an irregular one included', () => {
    expect(rivalForms('children')).toEqual(expect.arrayContaining(['child', 'childs']));
    expect(rivalForms('book')).toEqual(['books']);
    expect(rivalForms('advice')).toEqual(['advices']);
  });

  it('offers a/an and nothing for an article, never a swap to "the"', () => {
    expect(rivalForms('a')).toEqual(['an', '']);
    expect(rivalForms('the')).toEqual(['']);
  });

  it('offers nothing where learner errors do not live', () => {
    expect(rivalForms('to')).toEqual([]);
    expect(rivalForms('yesterday')).toEqual([]);
  });
});
