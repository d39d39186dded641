import { describe, expect, it } from 'vitest';
import { attributeIdOf } from '@careers/domain/team';
import { scorecardToSend } from './components/ScorecardEditor';

describe("the scorecard's attribute ids", () => {
  it('are made from the label: lower-case words joined by underscores, accents dropped', () => {
    expect(attributeIdOf('Written English')).toBe('written_english');
    expect(attributeIdOf('  Résumé — quality!! ')).toBe('resume_quality');
    expect(attributeIdOf('日本語')).toBe('attribute');
  });

  it('keep a kept attribute’s id, and give new ones a free id', () => {
    const sent = scorecardToSend({
      visibility: 'after_own',
      attributes: [
        { id: 'writing', label: 'Writing (renamed)', description: '' },
        { id: '', label: 'Writing', description: '' },
        { id: '', label: 'Writing', description: 'again' },
      ],
    });
    expect(sent.attributes.map((attribute) => attribute.id)).toEqual(['writing', 'writing_2', 'writing_3']);
  });
});
