/** @jest-environment jsdom */
/**
 * Festival pictograms (issue 25): every emoji key of the rule table has a
 * drawing of its own, drawn in the text's colour and decorative (the name is
 * beside it or in its link's description); never the emoji itself.
 */
import { render } from '@testing-library/react';
import { RULES } from '@/engine/festivals/rules';
import { FestivalIcon, FestivalIconSprite, hasFestivalIcon } from '@/app/_components/festivals/FestivalIcon';

const KEYS = [...new Set(RULES.flatMap((r) => [r.emoji, ...('companion' in r && r.companion?.emoji ? [r.companion.emoji] : [])]))];

describe('FestivalIcon', () => {
  it('has a drawing for every emoji key of the rule table', () => {
    expect(KEYS.length).toBeGreaterThan(20);
    expect(KEYS.filter((k) => !hasFestivalIcon(k))).toEqual([]);
  });

  it('draws one icon per family or deity: the Ekadashis share the tulsi, Shiva’s vrats the trident', () => {
    const drawing = (emoji: string) => render(<FestivalIcon emoji={emoji} />).container.innerHTML.replace(/data-festival-icon="[^"]*"/, '');
    expect(drawing('🌿')).not.toBe(drawing('🔱'));
    // The same deity under two keys (🌺 Durga, 🌸 Teej) may share a drawing; a key with a variation selector is the bare key.
    expect(drawing('☀️')).toBe(drawing('☀'));
    // The same rite under two keys shares it: Chhath's evening and dawn arghya, the regional new years' toran.
    expect(drawing('🌇')).toBe(drawing('🌅'));
    expect(drawing('🎉')).toBe(drawing('🎊'));
    // The avatars each have their own.
    expect(new Set(['🐟', '🐢', '🐗', '🦁', '☂️', '🪓', '🐴'].map(drawing)).size).toBe(7);
  });

  it('is an SVG in the text colour, hidden from screen readers, with no emoji in it', () => {
    const { container } = render(<FestivalIcon emoji="🪔" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(container.textContent).toBe('');
  });

  it('falls back to the kalash for a key without a drawing', () => {
    const { container } = render(<FestivalIcon emoji="🎈" />);
    expect(hasFestivalIcon('🎈')).toBe(false);
    expect(container.querySelector('svg path')).not.toBeNull();
  });

  it('refers to the page sprite’s symbol of its drawing, one symbol per drawing, drawn as the icon itself is', () => {
    const emojis = ['🌿', '🔱', '🌺', '🌸', '🎈'];
    const { container } = render(
      <>
        <FestivalIconSprite emojis={emojis} />
        {emojis.map((e) => (
          <FestivalIcon key={e} emoji={e} fromSprite />
        ))}
      </>,
    );
    const symbols = [...container.querySelectorAll('symbol')];
    // 🌺 and 🌸 share the flower; 🎈 has no drawing and is the kalash.
    expect(symbols).toHaveLength(4);
    const uses = [...container.querySelectorAll('svg[data-festival-icon] use')].map((u) => u.getAttribute('href')!.slice(1));
    expect(uses).toHaveLength(5);
    expect(uses[2]).toBe(uses[3]);
    expect(new Set(uses)).toEqual(new Set(symbols.map((s) => s.id)));
    const svg = container.querySelector('svg[data-festival-icon="🌿"]')!;
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const drawn = render(<FestivalIcon emoji="🌿" />).container.querySelector('svg')!.innerHTML;
    expect(container.querySelector(`symbol[id="${uses[0]}"] svg`)!.innerHTML).toBe(drawn);
  });
});
